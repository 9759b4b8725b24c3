// TEMPORARY re-export while sanitize/enquiries imports move (removed before commit).
export { ConflictError, InvalidContentError, NotFoundError, type FieldErrors } from "../errors.server.ts";
