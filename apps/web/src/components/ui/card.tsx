import type { HTMLAttributes, ReactNode } from "react"

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  readonly title?: ReactNode
  readonly titleLevel?: 2 | 3
}

export const Card = ({ title, titleLevel = 2, className, children, ...rest }: CardProps) => {
  const Heading = titleLevel === 2 ? "h2" : "h3"
  return (
    <section className={["ui-card", className ?? ""].join(" ").trim()} {...rest}>
      {title ? <Heading className="ui-card-title">{title}</Heading> : null}
      {children}
    </section>
  )
}
