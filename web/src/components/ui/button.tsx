import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'destructive'
type Size = 'sm' | 'md' | 'lg'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-moon text-moon-ink hover:bg-amber-200 disabled:bg-line disabled:text-muted',
  secondary: 'bg-surface-2 text-ink border border-line hover:border-moon disabled:text-muted',
  ghost: 'bg-transparent text-ink hover:bg-surface-2 disabled:text-muted',
  destructive: 'bg-red-900 text-red-50 border border-red-400 hover:bg-red-800 disabled:opacity-60',
}
const SIZES: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
}

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-medium disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />
}
