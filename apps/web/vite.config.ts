import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"

// The API runs on the server (PORT, default 8787); in dev, Vite proxies /api to it.
const apiTarget = process.env.INITPACK_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? "8787"}`

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } }
  }
})
