import { z } from 'zod'

/**
 * An imported SVG. Served with a CSP that runs nothing (routes.ts); scripts, handlers and external references
 * are still refused here, so a stored image is inert wherever else it ends up.
 */
export const svgImage = z
  .string()
  .max(32 * 1024)
  .regex(/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/, 'must be an SVG document')
  .refine(
    (svg) =>
      !/<script|<foreignObject|\bon[a-z]+\s*=|javascript:|<!ENTITY|href\s*=\s*["'](?!#)/i.test(svg),
    'must not hold scripts, event handlers, entities or external references',
  )
