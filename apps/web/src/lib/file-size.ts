/** A file's size as the document lists show it: "2.4 MB" from a megabyte up, else "12 KB" (at least 1 KB). */
export const fileSizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
