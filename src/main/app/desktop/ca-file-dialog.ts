import { m } from '../../core/i18n';

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

/**
 * One file; PEM exports come as .pem, .crt or .cer (the handler then checks it holds PEM).
 * In the language spoken when the dialog opens.
 */
export const caFileDialog = (): OpenDialogOptions => ({
  title: m.shell_ca_dialog_title(),
  buttonLabel: m.shell_ca_dialog_button(),
  properties: ['openFile'],
  filters: [
    { name: m.shell_ca_dialog_filter_pem(), extensions: ['pem', 'crt', 'cer'] },
    { name: m.shell_ca_dialog_filter_all(), extensions: ['*'] },
  ],
});

/** The chosen file's path, or null when the user cancelled. */
export async function chooseCaFile(show: ShowOpenDialog): Promise<string | null> {
  const { canceled, filePaths } = await show(caFileDialog());
  return canceled ? null : (filePaths[0] ?? null);
}
