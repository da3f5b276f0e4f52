import { ButtonLink } from "../ui/button"

/** Sign in / Sign up buttons shown to anonymous visitors in both top bars (platform.md §2.3). */
export const SignInLinks = () => (
  <>
    <ButtonLink to="/login" variant="secondary" size="sm">
      Sign in
    </ButtonLink>
    <ButtonLink to="/signup" size="sm">
      Sign up
    </ButtonLink>
  </>
)
