import { z } from 'zod'
import { NameSchema, PasswordSchema, UsernameSchema } from '../../../../../../contracts/common'

const name = (which: string) => z.string().trim().min(1, `Enter your child’s ${which} name.`).pipe(NameSchema)

// Kept as the select's text (validate() wants a schema whose input and output agree); sent as a number.
const level = z.string().regex(/^[1-9]\d*$/, 'Choose your child’s school level.')

/** The create-child form: the contract's own rules (contracts/children.ts), with messages for a parent. */
export const NewChildFormSchema = z.object({
  first_name: name('first'),
  last_name: name('last'),
  username: z.string().trim().min(1, 'Choose a username for your child.').pipe(UsernameSchema),
  password: z.string().min(1, 'Choose a password for your child.').pipe(PasswordSchema),
  academic_level_id: level,
})

/** Editing: a blank password keeps the current one. */
export const ChildChangesFormSchema = z.object({
  first_name: name('first'),
  last_name: name('last'),
  academic_level_id: level,
  password: z
    .string()
    .refine(
      (v) => v === '' || PasswordSchema.safeParse(v).success,
      'Use 8 to 128 characters for the password.',
    ),
})
