/** What other modules (and the console, jobs and web layers) use of the files module. */
export { detectDocument, type DocumentType } from './document-type';
export { type MultipartForm, readMultipart, type UploadedFile } from './multipart';
export { type FilePurpose, type FileRow, privateFileFor, removePrivateFile, sendPrivateFile, storePrivateFile } from './service';
