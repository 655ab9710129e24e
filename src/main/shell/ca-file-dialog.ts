/** The part of Electron's `dialog.showOpenDialog` the CA file choice needs. */
export interface OpenDialogOptions {
  title: string;
  buttonLabel: string;
  properties: Array<'openFile'>;
  filters: Array<{ name: string; extensions: string[] }>;
}
export type ShowOpenDialog = (
  options: OpenDialogOptions,
) => Promise<{ canceled: boolean; filePaths: string[] }>;

/** One file; PEM exports come as .pem, .crt or .cer (the handler then checks it holds PEM). */
export const CA_FILE_DIALOG: OpenDialogOptions = {
  title: 'Choose the CA certificate of your network (PEM)',
  buttonLabel: 'Use this CA',
  properties: ['openFile'],
  filters: [
    { name: 'CA certificates (PEM)', extensions: ['pem', 'crt', 'cer'] },
    { name: 'All files', extensions: ['*'] },
  ],
};

/** The chosen file's path, or null when the user cancelled. */
export async function chooseCaFile(show: ShowOpenDialog): Promise<string | null> {
  const { canceled, filePaths } = await show(CA_FILE_DIALOG);
  return canceled ? null : (filePaths[0] ?? null);
}
