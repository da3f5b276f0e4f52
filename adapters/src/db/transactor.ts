import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Runtime from "effect/Runtime"
import * as FiberRef from "effect/FiberRef"
import { DatabaseError } from "@initpack/core/ports/database-error"
import { Transactor, type TransactorService } from "@initpack/core/ports/transactor"
import { SqlClient } from "./sql-client"
import { CurrentTransaction } from "./current-executor"

class Rollback {
  constructor(readonly exit: Exit.Exit<unknown, unknown>) {}
}

export const make = Effect.map(SqlClient, (client): TransactorService => ({
  run: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.flatMap(FiberRef.get(CurrentTransaction), (open) =>
      open
        ? effect // already inside a transaction: join it
        : Effect.flatMap(Effect.runtime<R>(), (runtime) =>
            Effect.flatten(
              Effect.tryPromise({
                try: () =>
                  client
                    .transaction(async (tx) => {
                      const exit = await Runtime.runPromiseExit(runtime)(Effect.locally(effect, CurrentTransaction, tx))
                      if (Exit.isFailure(exit)) throw new Rollback(exit)
                      return exit
                    })
                    .catch((e: unknown) => {
                      if (e instanceof Rollback) return e.exit as Exit.Exit<A, E>
                      throw e
                    }),
                catch: (cause) => new DatabaseError({ cause })
              })
            )
          )
    )
}))

export const layer = Layer.effect(Transactor, make)
