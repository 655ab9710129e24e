/**
 * What to do about an extra CA file that cannot be used, said by the doctor, `status`, the
 * HTTPS client and the CLI's usage errors (plain text, no imports: `--help` loads it too).
 */

/** The fix for a saved CA file (the `caFile` setting) that cannot be used: choose another. */
export const CHOOSE_CA_FILE_AGAIN =
  'Choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you no longer need one).';

/** The fix for a CA file given with `--ca-file` that cannot be used: the flag, not the setting. */
export const GIVE_CA_FLAG_AGAIN = 'Give --ca-file a PEM file of CA certificates, or leave it out.';
