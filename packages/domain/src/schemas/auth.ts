import { LIMITS } from '../constants';
import { z } from '../zod-setup';
import { captchaAnswer, email } from './common';

export const loginInput = z
  .object({
    email,
    password: z.string().min(1, 'validation.required').min(LIMITS.passwordMin, 'validation.tooShort').max(1024),
  })
  .extend(captchaAnswer.shape);
export type LoginInput = z.infer<typeof loginInput>;
