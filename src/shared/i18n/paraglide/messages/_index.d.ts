/**
* | output |
* | --- |
* | "About" |
*
* @param {AboutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about: ((inputs?: AboutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<AboutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cache" |
*
* @param {About_CacheInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_cache: ((inputs?: About_CacheInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_CacheInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keychain" |
*
* @param {About_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_keychain: ((inputs?: About_KeychainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_KeychainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {About_LogsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_logs: ((inputs?: About_LogsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_LogsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings folder" |
*
* @param {About_Settings_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_settings_folder: ((inputs?: About_Settings_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Settings_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "User-Agent" |
*
* @param {About_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_user_agent: ((inputs?: About_User_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_User_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Version" |
*
* @param {About_VersionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_version: ((inputs?: About_VersionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_VersionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "in the web app’s address, e.g." |
*
* @param {Account_Id_Hint_EndInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_id_hint_end: ((inputs?: Account_Id_Hint_EndInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Id_Hint_EndInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The code after" |
*
* @param {Account_Id_Hint_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_id_hint_start: ((inputs?: Account_Id_Hint_StartInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Id_Hint_StartInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account:" |
*
* @param {Account_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_label: ((inputs?: Account_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{account} — signed out" |
*
* @param {Account_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_signed_out: ((inputs: Account_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const accounts: ((inputs?: AccountsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<AccountsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add account" |
*
* @param {Add_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const add_account: ((inputs?: Add_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Add_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add account…" |
*
* @param {Add_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const add_account_menu: ((inputs?: Add_Account_MenuInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Add_Account_MenuInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Age_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_at: ((inputs: Age_AtInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_AtInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 day ago" |
* | "other" | "{count} days ago" |
*
* @param {Age_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_days: ((inputs: Age_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{count} h ago" |
*
* @param {Age_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_hours: ((inputs: Age_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "just now" |
*
* @param {Age_Just_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_just_now: ((inputs?: Age_Just_NowInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_Just_NowInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{count} min ago" |
*
* @param {Age_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_minutes: ((inputs: Age_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "All {count} projects are archived — tick “Show archived” to see them." |
*
* @param {All_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const all_archived: ((inputs: All_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<All_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Another account or address" |
*
* @param {Another_Account_Or_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const another_account_or_address: ((inputs?: Another_Account_Or_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Another_Account_Or_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Archived_BadgeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const archived_badge: ((inputs?: Archived_BadgeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archived_BadgeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "As of {time}" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const as_of: ((inputs: As_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "As of {time} · refreshing…" |
*
* @param {As_Of_RefreshingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const as_of_refreshing: ((inputs: As_Of_RefreshingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_RefreshingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {BackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const back: ((inputs?: BackInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<BackInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Showing the saved list from {time}." |
*
* @param {Banner_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const banner_saved_list: ((inputs: Banner_Saved_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Banner_Saved_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billable" |
*
* @param {BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable: ((inputs?: BillableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<BillableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billable, by person" |
*
* @param {Billable_By_PersonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable_by_person: ((inputs?: Billable_By_PersonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billable_By_PersonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billable, by project" |
*
* @param {Billable_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable_by_project: ((inputs?: Billable_By_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billable_By_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray’s bridge is missing: this page only works inside the app." |
*
* @param {Bridge_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const bridge_missing: ((inputs?: Bridge_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bridge_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "For a network that inspects TLS: its CA certificate as a PEM file." |
*
* @param {Ca_File_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_hint: ((inputs?: Ca_File_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_File_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "CA file removed." |
*
* @param {Ca_File_RemovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_removed: ((inputs?: Ca_File_RemovedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_File_RemovedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "CA file saved." |
*
* @param {Ca_File_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_saved: ((inputs?: Ca_File_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_File_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not do that. Please try again." |
*
* @param {Call_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const call_failed: ((inputs?: Call_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cancel: ((inputs?: CancelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CancelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Check_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_accounts: ((inputs?: Check_AccountsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_AccountsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "CA file" |
*
* @param {Check_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_ca_file: ((inputs?: Check_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Clock" |
*
* @param {Check_ClockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_clock: ((inputs?: Check_ClockInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ClockInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keychain" |
*
* @param {Check_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_keychain: ((inputs?: Check_KeychainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_KeychainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Proxy" |
*
* @param {Check_ProxyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_proxy: ((inputs?: Check_ProxyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ProxyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Check_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_service: ((inputs?: Check_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Check_Session_TypeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_session_type: ((inputs?: Check_Session_TypeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_Session_TypeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings file" |
*
* @param {Check_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_settings: ((inputs?: Check_SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Shortcut" |
*
* @param {Check_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_shortcut: ((inputs?: Check_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Tray icon" |
*
* @param {Check_Tray_HostInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_tray_host: ((inputs?: Check_Tray_HostInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_Tray_HostInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {CheckingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const checking: ((inputs?: CheckingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CheckingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose CA file…" |
*
* @param {Choose_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const choose_ca_file: ((inputs?: Choose_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Copied ✓" |
*
* @param {CopiedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copied: ((inputs?: CopiedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CopiedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} · Markdown for a client update" |
*
* @param {Copy_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copy_hint: ((inputs: Copy_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Copy summary" |
*
* @param {Copy_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copy_summary: ((inputs?: Copy_SummaryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_SummaryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "That account is not in Timetray’s list any more." |
*
* @param {Core_Account_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_gone: ((inputs?: Core_Account_GoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_GoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account id is the short code after /a/ in the web app’s address." |
*
* @param {Core_Account_Id_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_id_hint: ((inputs?: Core_Account_Id_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Id_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account id must be text." |
*
* @param {Core_Account_Id_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_id_not_text: ((inputs?: Core_Account_Id_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Id_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account must be named by its key." |
*
* @param {Core_Account_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_key_missing: ((inputs?: Core_Account_Key_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Key_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account key is too long." |
*
* @param {Core_Account_Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_key_too_long: ((inputs?: Core_Account_Key_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Key_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The address of {account} in settings.json does not match its keychain entry — sign in again." |
*
* @param {Core_Address_MismatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_address_mismatch: ((inputs: Core_Address_MismatchInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Address_MismatchInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The answer from {origin} was cut off before it was complete — try again." |
*
* @param {Core_Api_Answer_Cut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_cut_off: ((inputs: Core_Api_Answer_Cut_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_Cut_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered {what} with no readable project (id and name)." |
*
* @param {Core_Api_Answer_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_no_project: ((inputs: Core_Api_Answer_No_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_No_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent a larger answer than Timetray accepts (over {size})." |
*
* @param {Core_Api_Answer_Too_BigInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_too_big: ((inputs: Core_Api_Answer_Too_BigInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_Too_BigInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered {what} with data Timetray cannot read." |
*
* @param {Core_Api_Answer_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_unreadable: ((inputs: Core_Api_Answer_UnreadableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_UnreadableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered {what} with a web page instead of data — is the service address right?" |
*
* @param {Core_Api_Answer_Web_PageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_web_page: ((inputs: Core_Api_Answer_Web_PageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_Web_PageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not accept this email, password and account id." |
*
* @param {Core_Api_Bad_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_bad_sign_in: ((inputs?: Core_Api_Bad_Sign_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Bad_Sign_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your account is not allowed to do this." |
*
* @param {Core_Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_forbidden: ((inputs?: Core_Api_ForbiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_ForbiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No token to send — sign in first." |
*
* @param {Core_Api_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_no_token: ((inputs?: Core_Api_No_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_No_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The stored session has no User-Agent — sign in again." |
*
* @param {Core_Api_No_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_no_user_agent: ((inputs?: Core_Api_No_User_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_No_User_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service does not know this item (it may have been deleted)." |
*
* @param {Core_Api_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_not_found: ((inputs?: Core_Api_Not_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Not_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service is receiving too many requests — try again shortly." |
*
* @param {Core_Api_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_rate_limited: ((inputs?: Core_Api_Rate_LimitedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Rate_LimitedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered with a redirect (HTTP {status}) to {target}; Timetray does not follow redirects — check the service address." |
*
* @param {Core_Api_RedirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_redirect: ((inputs: Core_Api_RedirectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_RedirectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "another address" |
*
* @param {Core_Api_Redirect_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_redirect_elsewhere: ((inputs?: Core_Api_Redirect_ElsewhereInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Redirect_ElsewhereInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused the request (HTTP {status})." |
*
* @param {Core_Api_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_refused: ((inputs: Core_Api_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{message} (retry in {seconds} s)" |
*
* @param {Core_Api_Retry_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_retry_in: ((inputs: Core_Api_Retry_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Retry_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service failed (HTTP {status}) — try again later." |
*
* @param {Core_Api_Server_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_server_failed: ((inputs: Core_Api_Server_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Server_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service ended this session ({server}) — sign in again." |
*
* @param {Core_Api_Session_Ended_BecauseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_session_ended_because: ((inputs: Core_Api_Session_Ended_BecauseInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Session_Ended_BecauseInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service is unreachable or overloaded right now (HTTP {status}) — try again shortly." |
*
* @param {Core_Api_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_unavailable: ((inputs: Core_Api_UnavailableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_UnavailableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The User-Agent contains characters a header cannot carry." |
*
* @param {Core_Api_User_Agent_UnsendableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_user_agent_unsendable: ((inputs?: Core_Api_User_Agent_UnsendableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_User_Agent_UnsendableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "An autostart command cannot contain a line break." |
*
* @param {Core_Autostart_Line_BreakInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_autostart_line_break: ((inputs?: Core_Autostart_Line_BreakInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Autostart_Line_BreakInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} cannot be read ({code})" |
*
* @param {Core_Ca_Cannot_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_cannot_read: ((inputs: Core_Ca_Cannot_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Cannot_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate {number} in {file} is damaged and cannot be parsed" |
*
* @param {Core_Ca_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_damaged: ((inputs: Core_Ca_DamagedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_DamagedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} is a folder" |
*
* @param {Core_Ca_Is_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_is_folder: ((inputs: Core_Ca_Is_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Is_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} does not exist" |
*
* @param {Core_Ca_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_missing: ((inputs: Core_Ca_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} holds no PEM certificate (-----BEGIN CERTIFICATE-----); export the CA as PEM (Base64), not DER" |
*
* @param {Core_Ca_No_CertificateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_no_certificate: ((inputs: Core_Ca_No_CertificateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_No_CertificateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The CA file {file} holds no PEM certificate — export the CA as PEM (Base64)." |
*
* @param {Core_Ca_No_PemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_no_pem: ((inputs: Core_Ca_No_PemInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_No_PemInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it is {kind}, not a file" |
*
* @param {Core_Ca_Not_A_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_not_a_file: ((inputs: Core_Ca_Not_A_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Not_A_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem}; choose the PEM file itself" |
*
* @param {Core_Ca_Not_RegularInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_not_regular: ((inputs: Core_Ca_Not_RegularInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Not_RegularInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot read the extra CA file {file} ({reason}). {fix}" |
*
* @param {Core_Ca_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_unreadable: ((inputs: Core_Ca_UnreadableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_UnreadableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray closed during the request." |
*
* @param {Core_Closed_DuringInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_closed_during: ((inputs?: Core_Closed_DuringInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Closed_DuringInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id must be a number." |
*
* @param {Core_Customer_Id_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_number: ((inputs?: Core_Customer_Id_Not_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Not_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id must be positive." |
*
* @param {Core_Customer_Id_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_positive: ((inputs?: Core_Customer_Id_Not_PositiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Not_PositiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id must be a whole number." |
*
* @param {Core_Customer_Id_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_whole: ((inputs?: Core_Customer_Id_Not_WholeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Not_WholeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id is too large." |
*
* @param {Core_Customer_Id_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_too_large: ((inputs?: Core_Customer_Id_Too_LargeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Too_LargeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name cannot be empty." |
*
* @param {Core_Customer_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_empty: ((inputs?: Core_Customer_Name_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name must be text." |
*
* @param {Core_Customer_Name_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_not_text: ((inputs?: Core_Customer_Name_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name can be at most {max} characters." |
*
* @param {Core_Customer_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_too_long: ((inputs: Core_Customer_Name_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters." |
*
* @param {Core_Customer_Name_UnshownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_unshown: ((inputs?: Core_Customer_Name_UnshownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_UnshownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a valid email address." |
*
* @param {Core_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_invalid: ((inputs?: Core_Email_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Email_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The email must be text." |
*
* @param {Core_Email_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_not_text: ((inputs?: Core_Email_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Email_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The email is too long." |
*
* @param {Core_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_too_long: ((inputs?: Core_Email_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Email_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not delete {file}" |
*
* @param {Core_File_Cannot_DeleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_delete: ((inputs: Core_File_Cannot_DeleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_DeleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not lock {file}" |
*
* @param {Core_File_Cannot_LockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_lock: ((inputs: Core_File_Cannot_LockInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_LockInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read {file}" |
*
* @param {Core_File_Cannot_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_read: ((inputs: Core_File_Cannot_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save {file}" |
*
* @param {Core_File_Cannot_SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_save: ((inputs: Core_File_Cannot_SaveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_SaveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the disk is full" |
*
* @param {Core_File_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_disk_full: ((inputs?: Core_File_Disk_FullInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Disk_FullInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the disk holding {folder}." |
*
* @param {Core_File_Fix_Check_DiskInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_disk: ((inputs: Core_File_Fix_Check_DiskInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Check_DiskInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that {target} exists and that you may read it." |
*
* @param {Core_File_Fix_Check_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_read: ((inputs: Core_File_Fix_Check_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Check_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that {target} exists and that you may write to it." |
*
* @param {Core_File_Fix_Check_WriteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_write: ((inputs: Core_File_Fix_Check_WriteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Check_WriteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Close some programs, then try again." |
*
* @param {Core_File_Fix_Close_ProgramsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_close_programs: ((inputs?: Core_File_Fix_Close_ProgramsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Close_ProgramsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Free some space on the disk holding {folder}, then try again." |
*
* @param {Core_File_Fix_Free_SpaceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_free_space: ((inputs: Core_File_Fix_Free_SpaceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Free_SpaceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Move it away (mv \"{file}\" \"{file}.bak\"), then try again." |
*
* @param {Core_File_Fix_Move_AwayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_move_away: ((inputs: Core_File_Fix_Move_AwayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Move_AwayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Move that file away, then try again." |
*
* @param {Core_File_Fix_Move_ThatInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_move_that: ((inputs?: Core_File_Fix_Move_ThatInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Move_ThatInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Make it yours again: sudo chown \"$USER\" \"{file}\" && chmod u+rw \"{file}\"" |
*
* @param {Core_File_Fix_Own_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_own_file: ((inputs: Core_File_Fix_Own_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Own_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Make the folder yours again: sudo chown -R \"$USER\" \"{folder}\" && chmod -R u+rwX \"{folder}\"" |
*
* @param {Core_File_Fix_Own_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_own_folder: ((inputs: Core_File_Fix_Own_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Own_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Free some space on the disk holding {folder} (or ask for a larger quota), then try again." |
*
* @param {Core_File_Fix_QuotaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_quota: ((inputs: Core_File_Fix_QuotaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_QuotaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder." |
*
* @param {Core_File_Fix_RemountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_remount: ((inputs?: Core_File_Fix_RemountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_RemountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the disk reported an input/output error" |
*
* @param {Core_File_Io_ErrorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_io_error: ((inputs?: Core_File_Io_ErrorInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Io_ErrorInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it is a folder where Timetray keeps a file" |
*
* @param {Core_File_Is_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_is_folder: ((inputs?: Core_File_Is_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Is_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a part of {folder} is a file, not a folder" |
*
* @param {Core_File_Not_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_not_folder: ((inputs: Core_File_Not_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Not_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "permission denied — it may belong to another user (e.g. after `sudo timetray …`)" |
*
* @param {Core_File_PermissionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_permission: ((inputs?: Core_File_PermissionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_PermissionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "your disk quota is used up" |
*
* @param {Core_File_QuotaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_quota: ((inputs?: Core_File_QuotaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_QuotaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the file system holding {folder} is read-only" |
*
* @param {Core_File_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_read_only: ((inputs: Core_File_Read_OnlyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Read_OnlyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "too many files are open on this computer" |
*
* @param {Core_File_Too_Many_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_too_many_open: ((inputs?: Core_File_Too_Many_OpenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Too_Many_OpenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The first screen must be named by its number." |
*
* @param {Core_First_Screen_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_first_screen_id: ((inputs?: Core_First_Screen_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_First_Screen_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token, the User-Agent it was created with, the account id and the e-mail are all needed." |
*
* @param {Core_Import_Needs_AllInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_import_needs_all: ((inputs?: Core_Import_Needs_AllInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Import_Needs_AllInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Core_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_input_invalid: ((inputs?: Core_Input_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Input_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong inside Timetray. Please try again." |
*
* @param {Core_InternalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_internal: ((inputs?: Core_InternalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_InternalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS keychain failed to delete the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_DeleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_delete: ((inputs: Core_Keychain_Failed_DeleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Failed_DeleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS keychain failed to read the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_read: ((inputs: Core_Keychain_Failed_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Failed_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS keychain failed to store the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_StoreInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_store: ((inputs: Core_Keychain_Failed_StoreInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Failed_StoreInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain is locked: unlock the 'login' keyring (in Passwords and Keys, or by signing out of the desktop and in again), then try again." |
*
* @param {Core_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked: ((inputs?: Core_Keychain_LockedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_LockedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Until then Timetray cannot tell whether you are signed in." |
*
* @param {Core_Keychain_Locked_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_unknown: ((inputs?: Core_Keychain_Locked_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Locked_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain has no default collection (\"login\") and none could be created because no password prompt could be shown. Create a default keyring in Passwords a..." |
*
* @param {Core_Keychain_No_CollectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_collection: ((inputs?: Core_Keychain_No_CollectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_CollectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No D-Bus session: the keychain (Secret Service) is reached over D-Bus, but DBUS_SESSION_BUS_ADDRESS is unset or points to no running bus. Run Timetray inside..." |
*
* @param {Core_Keychain_No_DbusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_dbus: ((inputs?: Core_Keychain_No_DbusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_DbusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No Secret Service provider: nothing on the D-Bus session provides org.freedesktop.secrets. Install and start a keyring, e.g. GNOME Keyring (`apt install gnom..." |
*
* @param {Core_Keychain_No_ProviderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_provider: ((inputs?: Core_Keychain_No_ProviderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_ProviderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain did not keep a test entry (what was read back differs from what was written). Check that your keyring is installed, running and unlocked, then t..." |
*
* @param {Core_Keychain_Not_KeepingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_not_keeping: ((inputs?: Core_Keychain_Not_KeepingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Not_KeepingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "its native part was built for another Node.js/Electron version (ABI mismatch)" |
*
* @param {Core_Keytar_AbiInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_abi: ((inputs?: Core_Keytar_AbiInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_AbiInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "its native part (keytar.node) is damaged or built for another system ({detail})" |
*
* @param {Core_Keytar_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_damaged: ((inputs: Core_Keytar_DamagedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_DamagedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it failed to load ({detail})" |
*
* @param {Core_Keytar_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_load_failed: ((inputs: Core_Keytar_Load_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_Load_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it is not installed" |
*
* @param {Core_Keytar_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_missing: ((inputs?: Core_Keytar_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the libsecret library is missing (Debian/Ubuntu: `apt install libsecret-1-0`)" |
*
* @param {Core_Keytar_No_LibsecretInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_no_libsecret: ((inputs?: Core_Keytar_No_LibsecretInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_No_LibsecretInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain module (keytar) cannot be used: {why}. Reinstall Timetray; in a source checkout run `npm rebuild keytar` (for Electron: `npx electron-rebuild -o..." |
*
* @param {Core_Keytar_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_unusable: ((inputs: Core_Keytar_UnusableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_UnusableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a device" |
*
* @param {Core_Kind_DeviceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_device: ((inputs?: Core_Kind_DeviceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_DeviceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a named pipe (FIFO)" |
*
* @param {Core_Kind_FifoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_fifo: ((inputs?: Core_Kind_FifoInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_FifoInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a folder" |
*
* @param {Core_Kind_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_folder: ((inputs?: Core_Kind_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "not a regular file" |
*
* @param {Core_Kind_OtherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_other: ((inputs?: Core_Kind_OtherInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_OtherInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a socket" |
*
* @param {Core_Kind_SocketInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_socket: ((inputs?: Core_Kind_SocketInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_SocketInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out. Left behind on this computer: {what}" |
*
* @param {Core_Left_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_behind: ((inputs: Core_Left_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the saved project details" |
*
* @param {Core_Left_Saved_DetailsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_details: ((inputs?: Core_Left_Saved_DetailsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_Saved_DetailsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the saved project list" |
*
* @param {Core_Left_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_list: ((inputs?: Core_Left_Saved_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_Saved_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the sign-out in the settings" |
*
* @param {Core_Left_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_settings: ((inputs?: Core_Left_SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent a project list Timetray cannot read (none of its {count} items has an id and a name)." |
*
* @param {Core_List_No_Readable_ItemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_list_no_readable_item: ((inputs: Core_List_No_Readable_ItemInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_List_No_Readable_ItemInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent a project list Timetray cannot read (no list of projects in it)." |
*
* @param {Core_List_Not_A_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_list_not_a_list: ((inputs?: Core_List_Not_A_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_List_Not_A_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Another Timetray process (pid {pid}) has held {lock} for over {seconds} s. Try again; if no Timetray is running, delete that file (rm \"{lock}\")." |
*
* @param {Core_Lock_Held_PidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_held_pid: ((inputs: Core_Lock_Held_PidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Held_PidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Another process has held {lock} for over {seconds} s. Try again; if no Timetray is running, delete that file (rm \"{lock}\")." |
*
* @param {Core_Lock_Held_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_held_unknown: ((inputs: Core_Lock_Held_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Held_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for another Timetray process (pid {pid}) that holds {lock}…" |
*
* @param {Core_Lock_Wait_PidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_wait_pid: ((inputs: Core_Lock_Wait_PidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Wait_PidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for {lock}, which another process has just taken…" |
*
* @param {Core_Lock_Wait_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_wait_unknown: ((inputs: Core_Lock_Wait_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Wait_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This needs the Timetray app; use `timetray config` from a terminal instead." |
*
* @param {Core_Needs_AppInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_needs_app: ((inputs?: Core_Needs_AppInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Needs_AppInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No account is signed in — sign in first." |
*
* @param {Core_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_account: ((inputs?: Core_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_No_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "There is no account \"{key}\" — it may have been removed." |
*
* @param {Core_No_Such_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_such_account: ((inputs: Core_No_Such_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_No_Such_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No token for this account is in the keychain — sign in again." |
*
* @param {Core_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_token: ((inputs?: Core_No_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_No_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} is {kind}, not a file" |
*
* @param {Core_Not_A_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_a_file: ((inputs: Core_Not_A_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_A_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "not a valid setting" |
*
* @param {Core_Not_A_Valid_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_a_valid_setting: ((inputs?: Core_Not_A_Valid_SettingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_A_Valid_SettingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: {why}" |
*
* @param {Core_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved: ((inputs: Core_Not_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: {problem}." |
*
* @param {Core_Not_Saved_CaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_ca: ((inputs: Core_Not_Saved_CaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_CaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: every certificate in {file} has expired (the last on {date}); ask for the renewed CA certificate." |
*
* @param {Core_Not_Saved_Ca_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_ca_expired: ((inputs: Core_Not_Saved_Ca_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_Ca_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project's details are shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Not_Saved_Offline_DetailsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_offline_details: ((inputs: Core_Not_Saved_Offline_DetailsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_Offline_DetailsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project list is shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Not_Saved_Offline_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_offline_list: ((inputs: Core_Not_Saved_Offline_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_Offline_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Core_Password_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_empty: ((inputs?: Core_Password_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Password_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The password must be text." |
*
* @param {Core_Password_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_not_text: ((inputs?: Core_Password_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Password_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The password is too long." |
*
* @param {Core_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_too_long: ((inputs?: Core_Password_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Password_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{key} must be true or false; using {value}" |
*
* @param {Core_Pref_BooleanInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_boolean: ((inputs: Core_Pref_BooleanInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_BooleanInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The CA file setting is not an absolute path, so it is ignored; set it again with its full path (timetray config set caFile FILE)" |
*
* @param {Core_Pref_Ca_File_RelativeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_ca_file_relative: ((inputs?: Core_Pref_Ca_File_RelativeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Ca_File_RelativeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "language must be {choices}; using auto (the system's language)" |
*
* @param {Core_Pref_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_language: ((inputs: Core_Pref_LanguageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_LanguageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "\"preferences\" is not an object, so every preference is at its default" |
*
* @param {Core_Pref_Not_ObjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_not_object: ((inputs?: Core_Pref_Not_ObjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Not_ObjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "refreshIntervalMinutes must be 5, 15, 30, 60 or null (manual); using 15" |
*
* @param {Core_Pref_Refresh_IntervalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_refresh_interval: ((inputs?: Core_Pref_Refresh_IntervalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Refresh_IntervalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "globalShortcut is not a shortcut Timetray understands (e.g. \"CommandOrControl+Alt+T\"); the shortcut is off" |
*
* @param {Core_Pref_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_shortcut: ((inputs?: Core_Pref_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id must be a number." |
*
* @param {Core_Project_Id_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_number: ((inputs?: Core_Project_Id_Not_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Not_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id must be positive." |
*
* @param {Core_Project_Id_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_positive: ((inputs?: Core_Project_Id_Not_PositiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Not_PositiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id must be a whole number." |
*
* @param {Core_Project_Id_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_whole: ((inputs?: Core_Project_Id_Not_WholeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Not_WholeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id is too large." |
*
* @param {Core_Project_Id_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_too_large: ((inputs?: Core_Project_Id_Too_LargeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Too_LargeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project ids must be a list." |
*
* @param {Core_Project_Ids_Not_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_ids_not_list: ((inputs?: Core_Project_Ids_Not_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Ids_Not_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} projects at a time." |
*
* @param {Core_Project_Ids_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_ids_too_many: ((inputs: Core_Project_Ids_Too_ManyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Ids_Too_ManyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A project needs a name." |
*
* @param {Core_Project_Needs_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_needs_name: ((inputs?: Core_Project_Needs_NameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Needs_NameInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No project fields given." |
*
* @param {Core_Project_No_FieldsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_no_fields: ((inputs?: Core_Project_No_FieldsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_No_FieldsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing to change: no project field given." |
*
* @param {Core_Project_Nothing_To_ChangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_nothing_to_change: ((inputs?: Core_Project_Nothing_To_ChangeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Nothing_To_ChangeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The request was not understood." |
*
* @param {Core_Request_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_request_not_understood: ((inputs?: Core_Request_Not_UnderstoodInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Request_Not_UnderstoodInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service ended this session — sign in again." |
*
* @param {Core_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_session_ended: ((inputs?: Core_Session_EndedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Session_EndedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "does not have the expected shape" |
*
* @param {Core_Settings_Bad_ShapeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_bad_shape: ((inputs?: Core_Settings_Bad_ShapeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Bad_ShapeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It was moved to {aside}" |
*
* @param {Core_Settings_Moved_ToInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_moved_to: ((inputs: Core_Settings_Moved_ToInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Moved_ToInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "These settings were written by a newer Timetray; update Timetray to use them." |
*
* @param {Core_Settings_NewerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_newer: ((inputs?: Core_Settings_NewerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_NewerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is not valid JSON" |
*
* @param {Core_Settings_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_json: ((inputs?: Core_Settings_Not_JsonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Not_JsonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It could not be moved aside and will be replaced on the next save" |
*
* @param {Core_Settings_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_moved: ((inputs?: Core_Settings_Not_MovedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Not_MovedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your settings file {file} {why}. {where}; Timetray started with empty settings — add your accounts again and sign in again." |
*
* @param {Core_Settings_ResetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_reset: ((inputs: Core_Settings_ResetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_ResetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not a shortcut Timetray understands; use modifiers and one key, e.g. CommandOrControl+Alt+T." |
*
* @param {Core_Shortcut_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_shortcut_not_understood: ((inputs?: Core_Shortcut_Not_UnderstoodInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Shortcut_Not_UnderstoodInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service accepted the sign-in but sent an unusable account id." |
*
* @param {Core_Sign_In_Bad_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_bad_account_id: ((inputs?: Core_Sign_In_Bad_Account_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_Bad_Account_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-in changed while Timetray was asking the service — try again." |
*
* @param {Core_Sign_In_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_changed: ((inputs?: Core_Sign_In_ChangedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_ChangedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the email, the password and the account id." |
*
* @param {Core_Sign_In_Fields_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_fields_missing: ((inputs?: Core_Sign_In_Fields_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_Fields_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-in form is incomplete." |
*
* @param {Core_Sign_In_IncompleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_incomplete: ((inputs?: Core_Sign_In_IncompleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_IncompleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service accepted the sign-in but sent no token." |
*
* @param {Core_Sign_In_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_no_token: ((inputs?: Core_Sign_In_No_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_No_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out during the refresh." |
*
* @param {Core_Signed_Out_DuringInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_signed_out_during: ((inputs?: Core_Signed_Out_DuringInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Signed_Out_DuringInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "— archived" |
*
* @param {Core_Summary_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_archived: ((inputs?: Core_Summary_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "_as of {when}_" |
*
* @param {Core_Summary_As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_as_of: ((inputs: Core_Summary_As_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_As_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Customer: {customer}" |
*
* @param {Core_Summary_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_customer: ((inputs: Core_Summary_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Core_Summary_Customer_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_customer_number: ((inputs: Core_Summary_Customer_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_Customer_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Hours: {hours}" |
*
* @param {Core_Summary_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_hours: ((inputs: Core_Summary_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Members: {count}" |
*
* @param {Core_Summary_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_members: ((inputs: Core_Summary_MembersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_MembersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Core_Summary_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_no_customer: ((inputs?: Core_Summary_No_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_No_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Open tasks: {count}" |
*
* @param {Core_Summary_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_open_tasks: ((inputs: Core_Summary_Open_TasksInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_Open_TasksInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Value: {value}" |
*
* @param {Core_Summary_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_value: ((inputs: Core_Summary_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token cannot be sent to the service: it contains characters a request header cannot carry (spaces, control characters or non-ASCII letters). Sign in agai..." |
*
* @param {Core_Token_Bad_CharactersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_bad_characters: ((inputs?: Core_Token_Bad_CharactersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Bad_CharactersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Paste the token." |
*
* @param {Core_Token_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_empty: ((inputs?: Core_Token_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token form is incomplete." |
*
* @param {Core_Token_Form_IncompleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_form_incomplete: ((inputs?: Core_Token_Form_IncompleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Form_IncompleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token was revoked and deleted from the keychain, but the account is still listed: {why}" |
*
* @param {Core_Token_Gone_ButInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_gone_but: ((inputs: Core_Token_Gone_ButInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Gone_ButInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A token has no spaces or special characters." |
*
* @param {Core_Token_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_no_spaces: ((inputs?: Core_Token_No_SpacesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_No_SpacesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token must be text." |
*
* @param {Core_Token_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_not_text: ((inputs?: Core_Token_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused this token — check the token and the exact User-Agent it was made with." |
*
* @param {Core_Token_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_refused: ((inputs?: Core_Token_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token cannot be sent to the service: it is {length} characters long, and a token of more than {max} does not fit in a request header. Sign in again, or i..." |
*
* @param {Core_Token_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_too_long: ((inputs: Core_Token_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token is too long." |
*
* @param {Core_Token_Too_Long_InputInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_too_long_input: ((inputs?: Core_Token_Too_Long_InputInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Too_Long_InputInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must not contain a user name or password." |
*
* @param {Core_Url_CredentialsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_credentials: ((inputs?: Core_Url_CredentialsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_CredentialsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the address of the service, e.g. https://app.rabbiit.com/api/v1." |
*
* @param {Core_Url_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_empty: ((inputs?: Core_Url_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must start with https:// — a token is never sent over plain HTTP." |
*
* @param {Core_Url_InsecureInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_insecure: ((inputs?: Core_Url_InsecureInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_InsecureInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address is malformed — write it as https://host/api/v1." |
*
* @param {Core_Url_MalformedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_malformed: ((inputs?: Core_Url_MalformedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_MalformedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must be text." |
*
* @param {Core_Url_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_not_text: ((inputs?: Core_Url_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must not contain a query (?…) or fragment (#…)." |
*
* @param {Core_Url_QueryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_query: ((inputs?: Core_Url_QueryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_QueryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must start with https://." |
*
* @param {Core_Url_SchemeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_scheme: ((inputs?: Core_Url_SchemeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_SchemeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address is too long." |
*
* @param {Core_Url_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_too_long: ((inputs?: Core_Url_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the exact User-Agent the token was created with (plain ASCII)." |
*
* @param {Core_User_Agent_ExactInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_exact: ((inputs?: Core_User_Agent_ExactInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_User_Agent_ExactInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The User-Agent must be text." |
*
* @param {Core_User_Agent_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_not_text: ((inputs?: Core_User_Agent_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_User_Agent_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The User-Agent is too long." |
*
* @param {Core_User_Agent_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_too_long: ((inputs?: Core_User_Agent_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_User_Agent_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the new project" |
*
* @param {Core_What_New_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_new_project: ((inputs?: Core_What_New_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_New_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the project" |
*
* @param {Core_What_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_project: ((inputs?: Core_What_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the project list" |
*
* @param {Core_What_Project_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_project_list: ((inputs?: Core_What_Project_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_Project_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the sign-in" |
*
* @param {Core_What_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_sign_in: ((inputs?: Core_What_Sign_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_Sign_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the updated project" |
*
* @param {Core_What_Updated_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_updated_project: ((inputs?: Core_What_Updated_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_Updated_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Customer_FallbackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const customer_fallback: ((inputs: Customer_FallbackInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customer_FallbackInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Showing the details Timetray saved earlier." |
*
* @param {Details_Saved_EarlierInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const details_saved_earlier: ((inputs?: Details_Saved_EarlierInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Details_Saved_EarlierInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent an answer Timetray could not read." |
*
* @param {Error_Bad_ResponseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_bad_response: ((inputs?: Error_Bad_ResponseInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Bad_ResponseInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must start with https://." |
*
* @param {Error_Insecure_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_insecure_url: ((inputs?: Error_Insecure_UrlInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Insecure_UrlInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not reach the service. Check your internet connection." |
*
* @param {Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_network: ((inputs?: Error_NetworkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_NetworkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong talking to the service." |
*
* @param {Error_OtherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_other: ((inputs?: Error_OtherInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_OtherInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service asked Timetray to slow down for a moment." |
*
* @param {Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_rate_limited: ((inputs?: Error_Rate_LimitedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Rate_LimitedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent Timetray elsewhere, which it does not follow for safety." |
*
* @param {Error_RedirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_redirect: ((inputs?: Error_RedirectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_RedirectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service had a problem on its side." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_server: ((inputs?: Error_ServerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_ServerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "You are signed out." |
*
* @param {Error_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_signed_out: ((inputs?: Error_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service took too long to answer." |
*
* @param {Error_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_timeout: ((inputs?: Error_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service ended this session." |
*
* @param {Error_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_unauthorized: ((inputs?: Error_UnauthorizedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_UnauthorizedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Everything looks fine." |
*
* @param {Health_All_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_all_fine: ((inputs?: Health_All_FineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_All_FineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Health check…" |
*
* @param {Health_Check_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_check_button: ((inputs?: Health_Check_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Check_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Health_CheckingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_checking: ((inputs?: Health_CheckingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_CheckingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix:" |
*
* @param {Health_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_fix: ((inputs?: Health_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{list} found." |
* | "other" | "{list} found." |
*
* @param {Health_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_found: ((inputs: Health_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} problem" |
* | "other" | "{count} problems" |
*
* @param {Health_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_problems: ((inputs: Health_ProblemsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_ProblemsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run checks" |
*
* @param {Health_RunInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_run: ((inputs?: Health_RunInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_RunInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run checks again" |
*
* @param {Health_Run_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_run_again: ((inputs?: Health_Run_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Run_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Problem" |
*
* @param {Health_Status_FailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_fail: ((inputs?: Health_Status_FailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Status_FailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "OK" |
*
* @param {Health_Status_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_ok: ((inputs?: Health_Status_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Status_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Warning" |
*
* @param {Health_Status_WarnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_warn: ((inputs?: Health_Status_WarnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Status_WarnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Health" |
*
* @param {Health_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_title: ((inputs?: Health_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} warning" |
* | "other" | "{count} warnings" |
*
* @param {Health_WarningsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_warnings: ((inputs: Health_WarningsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_WarningsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hide money amounts" |
*
* @param {Hide_MoneyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const hide_money: ((inputs?: Hide_MoneyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hide_MoneyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rates and values show as ••• in the window, the tray and copied summaries (for screen sharing)." |
*
* @param {Hide_Money_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const hide_money_hint: ((inputs?: Hide_Money_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hide_Money_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every hour" |
*
* @param {Interval_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_hour: ((inputs?: Interval_HourInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Interval_HourInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Only when I refresh" |
*
* @param {Interval_ManualInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_manual: ((inputs?: Interval_ManualInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Interval_ManualInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every {minutes} minutes" |
*
* @param {Interval_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_minutes: ((inputs: Interval_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Interval_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keychain locked" |
*
* @param {Keychain_Locked_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const keychain_locked_title: ((inputs?: Keychain_Locked_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_Locked_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account ID" |
*
* @param {Label_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_account_id: ((inputs?: Label_Account_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Account_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "API base URL" |
*
* @param {Label_Api_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_api_base_url: ((inputs?: Label_Api_Base_UrlInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Api_Base_UrlInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Label_BillingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_billing: ((inputs?: Label_BillingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_BillingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Label_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_changed: ((inputs?: Label_ChangedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_ChangedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_created: ((inputs?: Label_CreatedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_CreatedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_description: ((inputs?: Label_DescriptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_DescriptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Label_EmailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_email: ((inputs?: Label_EmailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_EmailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Extra CA file" |
*
* @param {Label_Extra_CaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_extra_ca: ((inputs?: Label_Extra_CaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Extra_CaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Label_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_language: ((inputs?: Label_LanguageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_LanguageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Label_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_members: ((inputs?: Label_MembersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_MembersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open tasks" |
*
* @param {Label_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_open_tasks: ((inputs?: Label_Open_TasksInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Open_TasksInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Label_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_password: ((inputs?: Label_PasswordInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_PasswordInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Label_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_rate: ((inputs?: Label_RateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_RateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh projects" |
*
* @param {Label_Refresh_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_refresh_projects: ((inputs?: Label_Refresh_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Refresh_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Global shortcut to open Timetray" |
*
* @param {Label_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_shortcut: ((inputs?: Label_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Label_TimeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_time: ((inputs?: Label_TimeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_TimeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Token" |
*
* @param {Label_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_token: ((inputs?: Label_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "User-Agent it was created with" |
*
* @param {Label_Token_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_token_user_agent: ((inputs?: Label_Token_User_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Token_User_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Label_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_value: ((inputs?: Label_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic (system language)" |
*
* @param {Language_AutoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_auto: ((inputs?: Language_AutoInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_AutoInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_EnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_en: ((inputs?: Language_EnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_EnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Português (Brasil)" |
*
* @param {Language_Pt_BrInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_pt_br: ((inputs?: Language_Pt_BrInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Pt_BrInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used {count} days ago" |
*
* @param {Last_Used_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_days: ((inputs: Last_Used_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used today" |
*
* @param {Last_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_today: ((inputs?: Last_Used_TodayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_TodayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last use unknown" |
*
* @param {Last_Used_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_unknown: ((inputs?: Last_Used_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used yesterday" |
*
* @param {Last_Used_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_yesterday: ((inputs?: Last_Used_YesterdayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_YesterdayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Launch Timetray at login" |
*
* @param {Launch_At_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const launch_at_login: ((inputs?: Launch_At_LoginInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Launch_At_LoginInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const loading: ((inputs?: LoadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<LoadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Loading projects…" |
*
* @param {Loading_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const loading_projects: ((inputs?: Loading_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loading_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "hidden" |
*
* @param {Money_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const money_hidden: ((inputs?: Money_HiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Money_HiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "None: only the system’s trusted CAs." |
*
* @param {No_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_ca_file: ((inputs?: No_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_customer: ((inputs?: No_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches “{query}”." |
*
* @param {No_MatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_match: ((inputs: No_MatchInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_MatchInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Nothing matches “{query}” among active projects ({countText} archived one matches — tick “Show archived”)." |
* | "other" | "Nothing matches “{query}” among active projects ({countText} archived ones match — tick “Show archived”)." |
*
* @param {No_Match_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_match_archived: ((inputs: No_Match_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Match_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No projects yet." |
*
* @param {No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_projects: ((inputs?: No_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not billable" |
*
* @param {Not_BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const not_billable: ((inputs?: Not_BillableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_BillableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "not refreshed yet" |
*
* @param {Not_Refreshed_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const not_refreshed_yet: ((inputs?: Not_Refreshed_YetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Refreshed_YetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project #{id}" |
*
* @param {Project_FallbackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const project_fallback: ((inputs: Project_FallbackInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_FallbackInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This project no longer exists at the service — it was removed from the list." |
*
* @param {Project_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const project_gone: ((inputs?: Project_GoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_GoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Projects by customer" |
*
* @param {Projects_By_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const projects_by_customer: ((inputs?: Projects_By_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_By_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "project" |
* | "other" | "projects" |
*
* @param {Projects_UnitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const projects_unit: ((inputs: Projects_UnitInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_UnitInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} / h" |
*
* @param {Rate_Per_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rate_per_hour: ((inputs: Rate_Per_HourInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rate_Per_HourInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh projects" |
*
* @param {Refresh_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refresh_projects: ((inputs?: Refresh_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refresh_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh ({shortcut})" |
*
* @param {Refresh_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refresh_title: ((inputs: Refresh_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refresh_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refreshing…" |
*
* @param {RefreshingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refreshing: ((inputs?: RefreshingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RefreshingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove: ((inputs?: RemoveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RemoveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray ends its session at the service and forgets the account on this computer." |
*
* @param {Remove_Account_DetailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_detail: ((inputs?: Remove_Account_DetailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remove_Account_DetailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove this account…" |
*
* @param {Remove_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_menu: ((inputs?: Remove_Account_MenuInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remove_Account_MenuInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {label}?" |
*
* @param {Remove_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_title: ((inputs: Remove_Account_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remove_Account_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Removing…" |
*
* @param {RemovingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const removing: ((inputs?: RemovingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RemovingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {RenameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename: ((inputs?: RenameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RenameInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Type a new name, or press Esc to keep the current one." |
*
* @param {Rename_BlankInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_blank: ((inputs?: Rename_BlankInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rename_BlankInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rename customer {label}" |
*
* @param {Rename_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_customer: ((inputs: Rename_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rename_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "New name for {label}" |
*
* @param {Rename_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_new_name_for: ((inputs: Rename_New_Name_ForInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rename_New_Name_ForInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const retry: ((inputs?: RetryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Retrying…" |
*
* @param {RetryingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const retrying: ((inputs?: RetryingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const save: ((inputs?: SaveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SaveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved: ((inputs?: SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the list below is the saved one." |
*
* @param {Saved_List_NoteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved_list_note: ((inputs?: Saved_List_NoteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_List_NoteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the list below is the saved one from {time}." |
*
* @param {Saved_List_Note_FromInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved_list_note_from: ((inputs: Saved_List_Note_FromInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_List_Note_FromInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {SavingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saving: ((inputs?: SavingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SavingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every word must match a project, its customer or its #id. ↓ moves to the list." |
*
* @param {Search_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_hint: ((inputs?: Search_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Search projects" |
*
* @param {Search_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_label: ((inputs?: Search_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Search projects…" |
*
* @param {Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_placeholder: ((inputs?: Search_PlaceholderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_PlaceholderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Service address" |
*
* @param {Service_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const service_address: ((inputs?: Service_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Set shortcut" |
*
* @param {Set_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const set_shortcut: ((inputs?: Set_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings: ((inputs?: SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings and health check…" |
*
* @param {Settings_And_Health_LinkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings_and_health_link: ((inputs?: Settings_And_Health_LinkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_And_Health_LinkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "settings.json held values Timetray could not use; they are back at their defaults:" |
*
* @param {Settings_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings_problems: ((inputs?: Settings_ProblemsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_ProblemsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Off by default. Modifiers and one key, e.g. {example}." |
*
* @param {Shortcut_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_hint: ((inputs: Shortcut_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "On Wayland the shortcut works only through your desktop's global-shortcuts portal, which may ask you to confirm it." |
*
* @param {Shortcut_Hint_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_hint_wayland: ((inputs?: Shortcut_Hint_WaylandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_Hint_WaylandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Shortcut_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_placeholder: ((inputs: Shortcut_PlaceholderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_PlaceholderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Shortcut saved." |
*
* @param {Shortcut_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_saved: ((inputs?: Shortcut_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Shortcut turned off." |
*
* @param {Shortcut_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_turned_off: ((inputs?: Shortcut_Turned_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_Turned_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show archived" |
*
* @param {Show_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const show_archived: ((inputs?: Show_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Show_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show archived projects" |
*
* @param {Show_Archived_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const show_archived_projects: ((inputs?: Show_Archived_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Show_Archived_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in: ((inputs?: Sign_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Sign_In_Adding_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_adding_title: ((inputs?: Sign_In_Adding_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_Adding_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again" |
*
* @param {Sign_In_Again_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_again_title: ((inputs?: Sign_In_Again_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_Again_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to Timetray" |
*
* @param {Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_title: ((inputs?: Sign_In_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Sign_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_out: ((inputs?: Sign_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Signing_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const signing_in: ((inputs?: Signing_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signing_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not load its state. Please restart it." |
*
* @param {State_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const state_load_failed: ((inputs?: State_Load_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<State_Load_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const status_active: ((inputs?: Status_ActiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ActiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Archived" |
*
* @param {Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const status_archived: ((inputs?: Status_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the service" |
*
* @param {The_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const the_service: ((inputs?: The_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<The_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use an existing token" |
*
* @param {Token_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const token_title: ((inputs?: Token_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Token_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service binds a token to the User-Agent of the program that created it. Sent with any other User-Agent, the token is destroyed for good. Enter that progr..." |
*
* @param {Token_WarningInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const token_warning: ((inputs?: Token_WarningInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Token_WarningInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const try_again: ((inputs?: Try_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Try_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Trying…" |
*
* @param {TryingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const trying: ((inputs?: TryingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<TryingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Turn off" |
*
* @param {Turn_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const turn_off: ((inputs?: Turn_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Turn_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out on this computer. The service could not be reached to end the session there; it ends by itself after 30 days unused." |
*
* @param {Unrevoked_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const unrevoked_notice: ((inputs?: Unrevoked_NoticeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unrevoked_NoticeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "updated" |
*
* @param {UpdatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const updated: ((inputs?: UpdatedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<UpdatedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use token" |
*
* @param {Use_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const use_token: ((inputs?: Use_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Use_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use an existing API token instead…" |
*
* @param {Use_Token_LinkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const use_token_link: ((inputs?: Use_Token_LinkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Use_Token_LinkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray" |
*
* @param {Window_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const window_title: ((inputs?: Window_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type AboutInputs = {};
export type About_CacheInputs = {};
export type About_KeychainInputs = {};
export type About_LogsInputs = {};
export type About_Settings_FolderInputs = {};
export type About_User_AgentInputs = {};
export type About_VersionInputs = {};
export type Account_Id_Hint_EndInputs = {};
export type Account_Id_Hint_StartInputs = {};
export type Account_LabelInputs = {};
export type Account_Signed_OutInputs = {
    account: NonNullable<unknown>;
};
export type AccountsInputs = {};
export type Add_AccountInputs = {};
export type Add_Account_MenuInputs = {};
export type Age_AtInputs = {
    date: NonNullable<unknown>;
};
export type Age_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Age_HoursInputs = {
    count: NonNullable<unknown>;
};
export type Age_Just_NowInputs = {};
export type Age_MinutesInputs = {
    count: NonNullable<unknown>;
};
export type All_ArchivedInputs = {
    count: NonNullable<unknown>;
};
export type Another_Account_Or_AddressInputs = {};
export type Archived_BadgeInputs = {};
export type As_OfInputs = {
    time: NonNullable<unknown>;
};
export type As_Of_RefreshingInputs = {
    time: NonNullable<unknown>;
};
export type BackInputs = {};
export type Banner_Saved_ListInputs = {
    time: NonNullable<unknown>;
};
export type BillableInputs = {};
export type Billable_By_PersonInputs = {};
export type Billable_By_ProjectInputs = {};
export type Bridge_MissingInputs = {};
export type Ca_File_HintInputs = {};
export type Ca_File_RemovedInputs = {};
export type Ca_File_SavedInputs = {};
export type Call_FailedInputs = {};
export type CancelInputs = {};
export type Check_AccountsInputs = {};
export type Check_Ca_FileInputs = {};
export type Check_ClockInputs = {};
export type Check_KeychainInputs = {};
export type Check_ProxyInputs = {};
export type Check_ServiceInputs = {};
export type Check_Session_TypeInputs = {};
export type Check_SettingsInputs = {};
export type Check_ShortcutInputs = {};
export type Check_Tray_HostInputs = {};
export type CheckingInputs = {};
export type Choose_Ca_FileInputs = {};
export type CopiedInputs = {};
export type Copy_HintInputs = {
    shortcut: NonNullable<unknown>;
};
export type Copy_SummaryInputs = {};
export type Core_Account_GoneInputs = {};
export type Core_Account_Id_HintInputs = {};
export type Core_Account_Id_Not_TextInputs = {};
export type Core_Account_Key_MissingInputs = {};
export type Core_Account_Key_Too_LongInputs = {};
export type Core_Address_MismatchInputs = {
    account: NonNullable<unknown>;
};
export type Core_Api_Answer_Cut_OffInputs = {
    origin: NonNullable<unknown>;
};
export type Core_Api_Answer_No_ProjectInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Answer_Too_BigInputs = {
    size: NonNullable<unknown>;
};
export type Core_Api_Answer_UnreadableInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Answer_Web_PageInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Bad_Sign_InInputs = {};
export type Core_Api_ForbiddenInputs = {};
export type Core_Api_No_TokenInputs = {};
export type Core_Api_No_User_AgentInputs = {};
export type Core_Api_Not_FoundInputs = {};
export type Core_Api_Rate_LimitedInputs = {};
export type Core_Api_RedirectInputs = {
    status: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Core_Api_Redirect_ElsewhereInputs = {};
export type Core_Api_RefusedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Retry_InInputs = {
    message: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Api_Server_FailedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Session_Ended_BecauseInputs = {
    server: NonNullable<unknown>;
};
export type Core_Api_UnavailableInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_User_Agent_UnsendableInputs = {};
export type Core_Autostart_Line_BreakInputs = {};
export type Core_Ca_Cannot_ReadInputs = {
    file: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Core_Ca_DamagedInputs = {
    number: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Core_Ca_Is_FolderInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_MissingInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_No_CertificateInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_No_PemInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_Not_A_FileInputs = {
    kind: NonNullable<unknown>;
};
export type Core_Ca_Not_RegularInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Ca_UnreadableInputs = {
    file: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    fix: NonNullable<unknown>;
};
export type Core_Closed_DuringInputs = {};
export type Core_Customer_Id_Not_NumberInputs = {};
export type Core_Customer_Id_Not_PositiveInputs = {};
export type Core_Customer_Id_Not_WholeInputs = {};
export type Core_Customer_Id_Too_LargeInputs = {};
export type Core_Customer_Name_EmptyInputs = {};
export type Core_Customer_Name_Not_TextInputs = {};
export type Core_Customer_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Core_Customer_Name_UnshownInputs = {};
export type Core_Email_InvalidInputs = {};
export type Core_Email_Not_TextInputs = {};
export type Core_Email_Too_LongInputs = {};
export type Core_File_Cannot_DeleteInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_LockInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_ReadInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_SaveInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Disk_FullInputs = {};
export type Core_File_Fix_Check_DiskInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_Check_ReadInputs = {
    target: NonNullable<unknown>;
};
export type Core_File_Fix_Check_WriteInputs = {
    target: NonNullable<unknown>;
};
export type Core_File_Fix_Close_ProgramsInputs = {};
export type Core_File_Fix_Free_SpaceInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_Move_AwayInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Fix_Move_ThatInputs = {};
export type Core_File_Fix_Own_FileInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Fix_Own_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_QuotaInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_RemountInputs = {};
export type Core_File_Io_ErrorInputs = {};
export type Core_File_Is_FolderInputs = {};
export type Core_File_Not_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_PermissionInputs = {};
export type Core_File_QuotaInputs = {};
export type Core_File_Read_OnlyInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Too_Many_OpenInputs = {};
export type Core_First_Screen_IdInputs = {};
export type Core_Import_Needs_AllInputs = {};
export type Core_Input_InvalidInputs = {};
export type Core_InternalInputs = {};
export type Core_Keychain_Failed_DeleteInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_Failed_ReadInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_Failed_StoreInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_LockedInputs = {};
export type Core_Keychain_Locked_UnknownInputs = {};
export type Core_Keychain_No_CollectionInputs = {};
export type Core_Keychain_No_DbusInputs = {};
export type Core_Keychain_No_ProviderInputs = {};
export type Core_Keychain_Not_KeepingInputs = {};
export type Core_Keytar_AbiInputs = {};
export type Core_Keytar_DamagedInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keytar_Load_FailedInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keytar_MissingInputs = {};
export type Core_Keytar_No_LibsecretInputs = {};
export type Core_Keytar_UnusableInputs = {
    why: NonNullable<unknown>;
};
export type Core_Kind_DeviceInputs = {};
export type Core_Kind_FifoInputs = {};
export type Core_Kind_FolderInputs = {};
export type Core_Kind_OtherInputs = {};
export type Core_Kind_SocketInputs = {};
export type Core_Left_BehindInputs = {
    what: NonNullable<unknown>;
};
export type Core_Left_Saved_DetailsInputs = {};
export type Core_Left_Saved_ListInputs = {};
export type Core_Left_SettingsInputs = {};
export type Core_List_No_Readable_ItemInputs = {
    count: NonNullable<unknown>;
};
export type Core_List_Not_A_ListInputs = {};
export type Core_Lock_Held_PidInputs = {
    pid: NonNullable<unknown>;
    lock: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Held_UnknownInputs = {
    lock: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Wait_PidInputs = {
    pid: NonNullable<unknown>;
    lock: NonNullable<unknown>;
};
export type Core_Lock_Wait_UnknownInputs = {
    lock: NonNullable<unknown>;
};
export type Core_Needs_AppInputs = {};
export type Core_No_AccountInputs = {};
export type Core_No_Such_AccountInputs = {
    key: NonNullable<unknown>;
};
export type Core_No_TokenInputs = {};
export type Core_Not_A_FileInputs = {
    file: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Core_Not_A_Valid_SettingInputs = {};
export type Core_Not_SavedInputs = {
    why: NonNullable<unknown>;
};
export type Core_Not_Saved_CaInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Not_Saved_Ca_ExpiredInputs = {
    file: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Core_Not_Saved_Offline_DetailsInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Not_Saved_Offline_ListInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Password_EmptyInputs = {};
export type Core_Password_Not_TextInputs = {};
export type Core_Password_Too_LongInputs = {};
export type Core_Pref_BooleanInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Core_Pref_Ca_File_RelativeInputs = {};
export type Core_Pref_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Not_ObjectInputs = {};
export type Core_Pref_Refresh_IntervalInputs = {};
export type Core_Pref_ShortcutInputs = {};
export type Core_Project_Id_Not_NumberInputs = {};
export type Core_Project_Id_Not_PositiveInputs = {};
export type Core_Project_Id_Not_WholeInputs = {};
export type Core_Project_Id_Too_LargeInputs = {};
export type Core_Project_Ids_Not_ListInputs = {};
export type Core_Project_Ids_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Core_Project_Needs_NameInputs = {};
export type Core_Project_No_FieldsInputs = {};
export type Core_Project_Nothing_To_ChangeInputs = {};
export type Core_Request_Not_UnderstoodInputs = {};
export type Core_Session_EndedInputs = {};
export type Core_Settings_Bad_ShapeInputs = {};
export type Core_Settings_Moved_ToInputs = {
    aside: NonNullable<unknown>;
};
export type Core_Settings_NewerInputs = {};
export type Core_Settings_Not_JsonInputs = {};
export type Core_Settings_Not_MovedInputs = {};
export type Core_Settings_ResetInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Core_Shortcut_Not_UnderstoodInputs = {};
export type Core_Sign_In_Bad_Account_IdInputs = {};
export type Core_Sign_In_ChangedInputs = {};
export type Core_Sign_In_Fields_MissingInputs = {};
export type Core_Sign_In_IncompleteInputs = {};
export type Core_Sign_In_No_TokenInputs = {};
export type Core_Signed_Out_DuringInputs = {};
export type Core_Summary_ArchivedInputs = {};
export type Core_Summary_As_OfInputs = {
    when: NonNullable<unknown>;
};
export type Core_Summary_CustomerInputs = {
    customer: NonNullable<unknown>;
};
export type Core_Summary_Customer_NumberInputs = {
    id: NonNullable<unknown>;
};
export type Core_Summary_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Core_Summary_MembersInputs = {
    count: NonNullable<unknown>;
};
export type Core_Summary_No_CustomerInputs = {};
export type Core_Summary_Open_TasksInputs = {
    count: NonNullable<unknown>;
};
export type Core_Summary_ValueInputs = {
    value: NonNullable<unknown>;
};
export type Core_Token_Bad_CharactersInputs = {};
export type Core_Token_EmptyInputs = {};
export type Core_Token_Form_IncompleteInputs = {};
export type Core_Token_Gone_ButInputs = {
    why: NonNullable<unknown>;
};
export type Core_Token_No_SpacesInputs = {};
export type Core_Token_Not_TextInputs = {};
export type Core_Token_RefusedInputs = {};
export type Core_Token_Too_LongInputs = {
    length: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Core_Token_Too_Long_InputInputs = {};
export type Core_Url_CredentialsInputs = {};
export type Core_Url_EmptyInputs = {};
export type Core_Url_InsecureInputs = {};
export type Core_Url_MalformedInputs = {};
export type Core_Url_Not_TextInputs = {};
export type Core_Url_QueryInputs = {};
export type Core_Url_SchemeInputs = {};
export type Core_Url_Too_LongInputs = {};
export type Core_User_Agent_ExactInputs = {};
export type Core_User_Agent_Not_TextInputs = {};
export type Core_User_Agent_Too_LongInputs = {};
export type Core_What_New_ProjectInputs = {};
export type Core_What_ProjectInputs = {};
export type Core_What_Project_ListInputs = {};
export type Core_What_Sign_InInputs = {};
export type Core_What_Updated_ProjectInputs = {};
export type Customer_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Details_Saved_EarlierInputs = {};
export type Error_Bad_ResponseInputs = {};
export type Error_Insecure_UrlInputs = {};
export type Error_NetworkInputs = {};
export type Error_OtherInputs = {};
export type Error_Rate_LimitedInputs = {};
export type Error_RedirectInputs = {};
export type Error_ServerInputs = {};
export type Error_Signed_OutInputs = {};
export type Error_TimeoutInputs = {};
export type Error_UnauthorizedInputs = {};
export type Health_All_FineInputs = {};
export type Health_Check_ButtonInputs = {};
export type Health_CheckingInputs = {};
export type Health_FixInputs = {};
export type Health_FoundInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Health_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Health_RunInputs = {};
export type Health_Run_AgainInputs = {};
export type Health_Status_FailInputs = {};
export type Health_Status_OkInputs = {};
export type Health_Status_WarnInputs = {};
export type Health_TitleInputs = {};
export type Health_WarningsInputs = {
    count: NonNullable<unknown>;
};
export type Hide_MoneyInputs = {};
export type Hide_Money_HintInputs = {};
export type Interval_HourInputs = {};
export type Interval_ManualInputs = {};
export type Interval_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Keychain_Locked_TitleInputs = {};
export type Label_Account_IdInputs = {};
export type Label_Api_Base_UrlInputs = {};
export type Label_BillingInputs = {};
export type Label_ChangedInputs = {};
export type Label_CreatedInputs = {};
export type Label_DescriptionInputs = {};
export type Label_EmailInputs = {};
export type Label_Extra_CaInputs = {};
export type Label_LanguageInputs = {};
export type Label_MembersInputs = {};
export type Label_Open_TasksInputs = {};
export type Label_PasswordInputs = {};
export type Label_RateInputs = {};
export type Label_Refresh_ProjectsInputs = {};
export type Label_ShortcutInputs = {};
export type Label_TimeInputs = {};
export type Label_TokenInputs = {};
export type Label_Token_User_AgentInputs = {};
export type Label_ValueInputs = {};
export type Language_AutoInputs = {};
export type Language_EnInputs = {};
export type Language_Pt_BrInputs = {};
export type Last_Used_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Last_Used_TodayInputs = {};
export type Last_Used_UnknownInputs = {};
export type Last_Used_YesterdayInputs = {};
export type Launch_At_LoginInputs = {};
export type LoadingInputs = {};
export type Loading_ProjectsInputs = {};
export type Money_HiddenInputs = {};
export type No_Ca_FileInputs = {};
export type No_CustomerInputs = {};
export type No_MatchInputs = {
    query: NonNullable<unknown>;
};
export type No_Match_ArchivedInputs = {
    query: NonNullable<unknown>;
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type No_ProjectsInputs = {};
export type Not_BillableInputs = {};
export type Not_Refreshed_YetInputs = {};
export type Project_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Project_GoneInputs = {};
export type Projects_By_CustomerInputs = {};
export type Projects_UnitInputs = {
    count: NonNullable<unknown>;
};
export type Rate_Per_HourInputs = {
    amount: NonNullable<unknown>;
};
export type Refresh_ProjectsInputs = {};
export type Refresh_TitleInputs = {
    shortcut: NonNullable<unknown>;
};
export type RefreshingInputs = {};
export type RemoveInputs = {};
export type Remove_Account_DetailInputs = {};
export type Remove_Account_MenuInputs = {};
export type Remove_Account_TitleInputs = {
    label: NonNullable<unknown>;
};
export type RemovingInputs = {};
export type RenameInputs = {};
export type Rename_BlankInputs = {};
export type Rename_CustomerInputs = {
    label: NonNullable<unknown>;
};
export type Rename_New_Name_ForInputs = {
    label: NonNullable<unknown>;
};
export type RetryInputs = {};
export type RetryingInputs = {};
export type SaveInputs = {};
export type SavedInputs = {};
export type Saved_List_NoteInputs = {};
export type Saved_List_Note_FromInputs = {
    time: NonNullable<unknown>;
};
export type SavingInputs = {};
export type Search_HintInputs = {};
export type Search_LabelInputs = {};
export type Search_PlaceholderInputs = {};
export type Service_AddressInputs = {};
export type Set_ShortcutInputs = {};
export type SettingsInputs = {};
export type Settings_And_Health_LinkInputs = {};
export type Settings_ProblemsInputs = {};
export type Shortcut_HintInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_Hint_WaylandInputs = {};
export type Shortcut_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_SavedInputs = {};
export type Shortcut_Turned_OffInputs = {};
export type Show_ArchivedInputs = {};
export type Show_Archived_ProjectsInputs = {};
export type Sign_InInputs = {};
export type Sign_In_Adding_TitleInputs = {};
export type Sign_In_Again_TitleInputs = {};
export type Sign_In_TitleInputs = {};
export type Sign_OutInputs = {};
export type Signing_InInputs = {};
export type State_Load_FailedInputs = {};
export type Status_ActiveInputs = {};
export type Status_ArchivedInputs = {};
export type The_ServiceInputs = {};
export type Token_TitleInputs = {};
export type Token_WarningInputs = {};
export type Try_AgainInputs = {};
export type TryingInputs = {};
export type Turn_OffInputs = {};
export type Unrevoked_NoticeInputs = {};
export type UpdatedInputs = {};
export type Use_TokenInputs = {};
export type Use_Token_LinkInputs = {};
export type Window_TitleInputs = {};
