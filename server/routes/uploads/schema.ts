import { z } from 'zod';
import { UPLOAD_IMAGE_TYPES, UPLOAD_PURPOSES } from '@domain/limits';

export const UploadPurposeSchema = z.enum(UPLOAD_PURPOSES, {
  error: `Purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}`,
});

export const UploadDtoSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(UPLOAD_IMAGE_TYPES),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadDto = z.infer<typeof UploadDtoSchema>;

export const UploadKeyParamsSchema = z.object({ key: z.string() });

/** The messages of the upload contract, word for word. */
export const UPLOAD_MESSAGES = {
  type: 'File must be a JPEG, PNG, WebP or GIF image',
  size: 'File must be 5 MB or smaller',
  missing: 'Choose an image to upload',
  empty: 'The file is empty',
  notMultipart: 'Send the image as multipart/form-data in the field "file"',
  malformed: 'The upload could not be read; send the image as multipart/form-data in the field "file"',
} as const;
