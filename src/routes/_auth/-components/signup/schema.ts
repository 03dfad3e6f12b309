import { z } from 'zod'
import { LIMITS } from '../../../../../contracts/constants'

export const SignupFormSchema = z.object({
  first_name: z.string().trim().min(1, 'Enter your first name.').max(80, 'Use at most 80 characters.'),
  last_name: z.string().trim().min(1, 'Enter your last name.').max(80, 'Use at most 80 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .email('Enter a valid email address, like name@example.com.')
    .transform((email) => email.toLowerCase()),
  password: z
    .string()
    .min(
      LIMITS.PASSWORD_MIN_LENGTH,
      `Use at least ${LIMITS.PASSWORD_MIN_LENGTH} characters for the password.`,
    )
    .max(128, 'Use at most 128 characters for the password.'),
  has_agreed_policy: z.literal(true, {
    errorMap: () => ({ message: 'Please agree to the terms and the privacy policy to continue.' }),
  }),
})

export type SignupFormValues = z.infer<typeof SignupFormSchema>
