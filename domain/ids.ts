/*
 * Row ids and upload addresses, the shapes both sides check. Rows have UUID
 * ids; uploads are stored under a server-made UUID key with an image extension.
 */

const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** Whether text has the shape of a row id (a UUID), so it may be sent to a uuid column. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** A storage key: a UUID and an image extension; anything else is refused. */
export const UPLOAD_KEY = new RegExp(`^${UUID_SOURCE}\\.(jpg|png|webp|gif)$`);

/** This app's own upload address, /uploads/<key>; the key is the first group. */
export const UPLOAD_PATH = new RegExp(`^/uploads/(${UUID_SOURCE}\\.(?:jpg|png|webp|gif))$`);
