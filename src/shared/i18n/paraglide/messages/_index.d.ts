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
* | "It is the active account, so the app shows no fresh projects." |
*
* @param {Doctor_Account_Active_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_active_signed_out: ((inputs?: Doctor_Account_Active_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Active_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in with a token made by another program (User-Agent \"{userAgent}\"); Timetray sends it with that User-Agent, as the service requires; {refresh}." |
*
* @param {Doctor_Account_Foreign_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_foreign_agent: ((inputs: Doctor_Account_Foreign_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Foreign_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing breaks; to use a token of Timetray's own (User-Agent {userAgent}), sign in again: {login}." |
*
* @param {Doctor_Account_Foreign_Agent_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_foreign_agent_fix: ((inputs: Doctor_Account_Foreign_Agent_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Foreign_Agent_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last successful refresh {when} ({ago})" |
*
* @param {Doctor_Account_Last_RefreshInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_last_refresh: ((inputs: Doctor_Account_Last_RefreshInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Last_RefreshInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "no successful refresh on this computer yet" |
*
* @param {Doctor_Account_Never_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_never_refreshed: ((inputs?: Doctor_Account_Never_RefreshedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Never_RefreshedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in (token in the keychain, made with Timetray's User-Agent {userAgent}); {refresh}." |
*
* @param {Doctor_Account_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_in: ((inputs: Doctor_Account_Signed_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Signed_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out (no token in the keychain)." |
*
* @param {Doctor_Account_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_out: ((inputs?: Doctor_Account_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out: {reason}" |
*
* @param {Doctor_Account_Signed_Out_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_out_why: ((inputs: Doctor_Account_Signed_Out_WhyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Signed_Out_WhyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its address in settings.json ({baseUrl}) does not match its keychain entry, so its token is not used." |
*
* @param {Doctor_Account_UnboundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unbound: ((inputs: Doctor_Account_UnboundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_UnboundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again with the right address: {login}." |
*
* @param {Doctor_Account_Unbound_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unbound_fix: ((inputs: Doctor_Account_Unbound_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Unbound_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Whether it is signed in could not be checked: the keychain is unusable." |
*
* @param {Doctor_Account_UncheckedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unchecked: ((inputs?: Doctor_Account_UncheckedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_UncheckedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix the keychain check first." |
*
* @param {Doctor_Account_Unchecked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unchecked_fix: ((inputs?: Doctor_Account_Unchecked_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Unchecked_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its keychain entry is not one Timetray wrote (it cannot be read as a token)." |
*
* @param {Doctor_Account_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unreadable: ((inputs?: Doctor_Account_UnreadableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_UnreadableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No accounts yet." |
*
* @param {Doctor_Accounts_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_accounts_none: ((inputs?: Doctor_Accounts_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Accounts_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in: `timetray login --base-url URL --email EMAIL --account ID`." |
*
* @param {Doctor_Accounts_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_accounts_none_fix: ((inputs?: Doctor_Accounts_None_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Accounts_None_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{days} days ago" |
*
* @param {Doctor_Ago_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_days: ((inputs: Doctor_Ago_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h ago" |
*
* @param {Doctor_Ago_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_hours: ((inputs: Doctor_Ago_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min ago" |
*
* @param {Doctor_Ago_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_minutes: ((inputs: Doctor_Ago_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "just now" |
*
* @param {Doctor_Ago_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_now: ((inputs?: Doctor_Ago_NowInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_NowInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "unknown time" |
*
* @param {Doctor_Ago_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_unknown: ((inputs?: Doctor_Ago_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "DBUS_SESSION_BUS_ADDRESS names no running bus ({error})" |
*
* @param {Doctor_Bus_Address_DeadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_address_dead: ((inputs: Doctor_Bus_Address_DeadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_Address_DeadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "DBUS_SESSION_BUS_ADDRESS is not set" |
*
* @param {Doctor_Bus_Address_UnsetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_address_unset: ((inputs?: Doctor_Bus_Address_UnsetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_Address_UnsetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "dbus-send is not installed (Debian/Ubuntu: dbus-bin)" |
*
* @param {Doctor_Bus_No_ToolInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_no_tool: ((inputs?: Doctor_Bus_No_ToolInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_No_ToolInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No D-Bus session bus: {why}" |
*
* @param {Doctor_Bus_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_none: ((inputs: Doctor_Bus_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every certificate in {file} has expired ({list})." |
*
* @param {Doctor_Ca_All_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_all_expired: ((inputs: Doctor_Ca_All_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_All_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "\"{name}\" until {day}" |
*
* @param {Doctor_Ca_Cert_UntilInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_cert_until: ((inputs: Doctor_Ca_Cert_UntilInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Cert_UntilInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you no longer need one)." |
*
* @param {Doctor_Ca_Choose_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_choose_again: ((inputs?: Doctor_Ca_Choose_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Choose_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: \"{name}\" expires in {days} days ({list})." |
*
* @param {Doctor_Ca_Expires_SoonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_expires_soon: ((inputs: Doctor_Ca_Expires_SoonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Expires_SoonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: {count} certificate(s), {list}; {days} days left." |
*
* @param {Doctor_Ca_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_fine: ((inputs: Doctor_Ca_FineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_FineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give --ca-file a PEM file of CA certificates, or leave it out." |
*
* @param {Doctor_Ca_Give_Flag_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_give_flag_again: ((inputs?: Doctor_Ca_Give_Flag_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Give_Flag_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No extra CA file: only the system-wide trusted CAs (and NODE_EXTRA_CA_CERTS) are used." |
*
* @param {Doctor_Ca_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_none: ((inputs?: Doctor_Ca_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: \"{name}\" has expired ({list})." |
*
* @param {Doctor_Ca_One_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_one_expired: ((inputs: Doctor_Ca_One_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_One_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your IT for the renewed CA certificate, then choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you n..." |
*
* @param {Doctor_Ca_Renew_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_renew_fix: ((inputs?: Doctor_Ca_Renew_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Renew_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The CA file cannot be used: {problem}." |
*
* @param {Doctor_Ca_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_unusable: ((inputs: Doctor_Ca_UnusableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_UnusableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The check itself failed: {error}." |
*
* @param {Doctor_Check_CrashedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_crashed: ((inputs: Doctor_Check_CrashedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_CrashedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Report this with the output of `timetray doctor --json`." |
*
* @param {Doctor_Check_Crashed_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_crashed_fix: ((inputs?: Doctor_Check_Crashed_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_Crashed_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No answer within {seconds} s: the check was stopped." |
*
* @param {Doctor_Check_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_timed_out: ((inputs: Doctor_Check_Timed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_Timed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run `timetray doctor` again; if it keeps timing out, the component it checks is hanging (see its other checks)." |
*
* @param {Doctor_Check_Timed_Out_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_timed_out_fix: ((inputs?: Doctor_Check_Timed_Out_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_Timed_Out_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's clock agrees with {origin}'s (within {seconds} s)." |
*
* @param {Doctor_Clock_AgreesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_agrees: ((inputs: Doctor_Clock_AgreesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_AgreesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's clock is {span} ahead of {origin}'s." |
*
* @param {Doctor_Clock_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_ahead: ((inputs: Doctor_Clock_AheadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_AheadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not compared: {origin} sent an unreadable Date header." |
*
* @param {Doctor_Clock_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_bad_date: ((inputs: Doctor_Clock_Bad_DateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_Bad_DateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing to do here." |
*
* @param {Doctor_Clock_Bad_Date_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_bad_date_fix: ((inputs?: Doctor_Clock_Bad_Date_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_Bad_Date_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's clock is {span} behind {origin}'s." |
*
* @param {Doctor_Clock_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_behind: ((inputs: Doctor_Clock_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not compared: no account yet, so no service to compare with." |
*
* @param {Doctor_Clock_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_account: ((inputs?: Doctor_Clock_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_No_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not compared: no service answered with its time (see the service check)." |
*
* @param {Doctor_Clock_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_answer: ((inputs?: Doctor_Clock_No_AnswerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_No_AnswerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix the service check first." |
*
* @param {Doctor_Clock_No_Answer_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_answer_fix: ((inputs?: Doctor_Clock_No_Answer_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_No_Answer_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Turn on automatic time (Linux: `timedatectl set-ntp true`; macOS and Windows: Date & Time settings → set automatically)." |
*
* @param {Doctor_Clock_Skew_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_skew_fix: ((inputs?: Doctor_Clock_Skew_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_Skew_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "fix:" |
*
* @param {Doctor_Fix_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_fix_label: ((inputs?: Doctor_Fix_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Fix_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its token has not been used for {days} days (last use {when}); the service ends a session unused for {limit} days, so it has most likely ended." |
*
* @param {Doctor_Idle_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ended: ((inputs: Doctor_Idle_EndedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Idle_EndedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its token has not been used for {days} days (last use {when}); the service ends the session on {ends} unless it is used." |
*
* @param {Doctor_Idle_EndingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ending: ((inputs: Doctor_Idle_EndingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Idle_EndingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run Timetray (the app, or any online command such as `timetray projects`): it uses idle accounts once a day. If the session has ended, sign in again: {login}." |
*
* @param {Doctor_Idle_Ending_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ending_fix: ((inputs: Doctor_Idle_Ending_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Idle_Ending_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No unlock prompt can be shown here (no display), so tokens cannot be read." |
*
* @param {Doctor_Keychain_Cannot_PromptInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_cannot_prompt: ((inputs?: Doctor_Keychain_Cannot_PromptInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Cannot_PromptInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the entry read back differs from the one written." |
*
* @param {Doctor_Keychain_DiffersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_differs: ((inputs?: Doctor_Keychain_DiffersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_DiffersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The default keyring ({program}) is locked." |
*
* @param {Doctor_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked: ((inputs: Doctor_Keychain_LockedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_LockedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock the \"login\" keyring in Passwords and Keys (seahorse); give it your login password so it unlocks when you log in." |
*
* @param {Doctor_Keychain_Locked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked_fix: ((inputs?: Doctor_Keychain_Locked_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Locked_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem}, so the keychain (Secret Service) cannot be reached." |
*
* @param {Doctor_Keychain_No_BusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_bus: ((inputs: Doctor_Keychain_No_BusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_BusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keyring ({program}) has no default collection (\"login\"), where Timetray keeps tokens." |
*
* @param {Doctor_Keychain_No_CollectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_collection: ((inputs: Doctor_Keychain_No_CollectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_CollectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Create a default keyring in Passwords and Keys (seahorse), or start `gnome-keyring-daemon --unlock` with a password on its standard input." |
*
* @param {Doctor_Keychain_No_Collection_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_collection_fix: ((inputs?: Doctor_Keychain_No_Collection_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_Collection_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing on the D-Bus session provides the Secret Service (org.freedesktop.secrets)." |
*
* @param {Doctor_Keychain_No_ProviderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_provider: ((inputs?: Doctor_Keychain_No_ProviderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_ProviderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install and start a keyring that provides the Secret Service: GNOME Keyring (`apt install gnome-keyring`), or KWallet with its Secret Service enabled; then l..." |
*
* @param {Doctor_Keychain_No_Provider_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_provider_fix: ((inputs?: Doctor_Keychain_No_Provider_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_Provider_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it was not tried" |
*
* @param {Doctor_Keychain_Not_TriedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_not_tried: ((inputs?: Doctor_Keychain_Not_TriedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Not_TriedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Secret Service not inspected ({problem}); a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_Not_InspectedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_not_inspected: ((inputs: Doctor_Keychain_Ok_Not_InspectedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Ok_Not_InspectedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{store}: a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_OsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_os: ((inputs: Doctor_Keychain_Ok_OsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Ok_OsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{service} on the session bus, default collection unlocked; a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_Secret_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_secret_service: ((inputs: Doctor_Keychain_Ok_Secret_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Ok_Secret_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "OS keychain" |
*
* @param {Doctor_Keychain_Os_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_os_keychain: ((inputs?: Doctor_Keychain_Os_KeychainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Os_KeychainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A test entry could not be written, read back and deleted: {why}" |
*
* @param {Doctor_Keychain_Round_Trip_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_round_trip_failed: ((inputs: Doctor_Keychain_Round_Trip_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Round_Trip_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that your keyring is installed, running and unlocked (see the message for the cause)." |
*
* @param {Doctor_Keychain_Round_Trip_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_round_trip_fix: ((inputs?: Doctor_Keychain_Round_Trip_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Round_Trip_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray will ask you to unlock it when it needs a token." |
*
* @param {Doctor_Keychain_Will_PromptInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_will_prompt: ((inputs?: Doctor_Keychain_Will_PromptInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Will_PromptInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Doctor_Label_FailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_fail: ((inputs?: Doctor_Label_FailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Label_FailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "ok" |
*
* @param {Doctor_Label_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_ok: ((inputs?: Doctor_Label_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Label_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "warn" |
*
* @param {Doctor_Label_WarnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_warn: ((inputs?: Doctor_Label_WarnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Label_WarnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run Timetray inside a desktop session (DBUS_SESSION_BUS_ADDRESS must name a running session bus), or wrap the command in `dbus-run-session -- …`." |
*
* @param {Doctor_No_Bus_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_no_bus_fix: ((inputs?: Doctor_No_Bus_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_No_Bus_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It accepted a connection in {ms} ms." |
*
* @param {Doctor_Proxy_AcceptedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_accepted: ((inputs: Doctor_Proxy_AcceptedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_AcceptedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check {variable} (host and port) and that the proxy is running; on a network without a proxy, unset {variable}." |
*
* @param {Doctor_Proxy_Dead_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_dead_fix: ((inputs: Doctor_Proxy_Dead_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Dead_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} is reached directly (NO_PROXY entry \"{entry}\")." |
*
* @param {Doctor_Proxy_ExcludedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_excluded: ((inputs: Doctor_Proxy_ExcludedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_ExcludedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{variable} names {shown}." |
*
* @param {Doctor_Proxy_NamesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_names: ((inputs: Doctor_Proxy_NamesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_NamesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No proxy in the environment (HTTPS_PROXY and HTTP_PROXY are unset): the CLI connects directly." |
*
* @param {Doctor_Proxy_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_none: ((inputs?: Doctor_Proxy_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{variable} is set but is not a URL." |
*
* @param {Doctor_Proxy_Not_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_not_url: ((inputs: Doctor_Proxy_Not_UrlInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Not_UrlInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Set {variable} to the proxy's address, e.g. http://proxy.example:3128, or unset it." |
*
* @param {Doctor_Proxy_Not_Url_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_not_url_fix: ((inputs: Doctor_Proxy_Not_Url_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Not_Url_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS proxy settings (system settings or PAC) are not visible to the CLI." |
*
* @param {Doctor_Proxy_Os_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_os_hidden: ((inputs?: Doctor_Proxy_Os_HiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Os_HiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No proxy in the environment, and the system's proxy settings send the service directly." |
*
* @param {Doctor_Proxy_System_DirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_direct: ((inputs?: Doctor_Proxy_System_DirectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_DirectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the proxy in your system's network settings (or its PAC file) and that the proxy is running; or set HTTPS_PROXY to a working proxy before starting Time..." |
*
* @param {Doctor_Proxy_System_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_fix: ((inputs?: Doctor_Proxy_System_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No proxy in the environment; there is no service address yet to ask the system settings about." |
*
* @param {Doctor_Proxy_System_No_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_no_address: ((inputs?: Doctor_Proxy_System_No_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_No_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The system's proxy settings send {origin} through {host}." |
*
* @param {Doctor_Proxy_System_SendsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_sends: ((inputs: Doctor_Proxy_System_SendsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_SendsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Requests to {origin} go through the proxy at {host} (from the system's proxy settings)." |
*
* @param {Doctor_Proxy_System_ThroughInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_through: ((inputs: Doctor_Proxy_System_ThroughInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_ThroughInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The system's proxy settings give {origin} \"{rule}\", a kind of proxy Timetray cannot use (HTTP CONNECT proxies only), so it connects directly." |
*
* @param {Doctor_Proxy_System_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_unsupported: ((inputs: Doctor_Proxy_System_UnsupportedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_UnsupportedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Requests go through the proxy at {host} (from {variable})." |
*
* @param {Doctor_Proxy_ThroughInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_through: ((inputs: Doctor_Proxy_ThroughInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_ThroughInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix or remove the CA file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` removes it)." |
*
* @param {Doctor_Service_Ca_File_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ca_file_fix: ((inputs?: Doctor_Service_Ca_File_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Ca_File_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\")" |
*
* @param {Doctor_Service_CertInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert: ((inputs: Doctor_Service_CertInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_CertInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\", trusted through your CA file)" |
*
* @param {Doctor_Service_Cert_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert_ca_file: ((inputs: Doctor_Service_Cert_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Cert_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\", trusted through NODE_EXTRA_CA_CERTS)" |
*
* @param {Doctor_Service_Cert_ExtraInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert_extra: ((inputs: Doctor_Service_Cert_ExtraInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Cert_ExtraInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check your internet connection and the service address (`timetray accounts`)." |
*
* @param {Doctor_Service_Connect_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_connect_fix: ((inputs?: Doctor_Service_Connect_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Connect_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check your internet connection and the service address (`timetray accounts`); on a network that needs a proxy, set HTTPS_PROXY." |
*
* @param {Doctor_Service_Connect_Proxy_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_connect_proxy_fix: ((inputs?: Doctor_Service_Connect_Proxy_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Connect_Proxy_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check this computer's clock and time zone (see the clock check)." |
*
* @param {Doctor_Service_Expired_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_expired_fix: ((inputs?: Doctor_Service_Expired_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Expired_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The certificate {origin} presented is issued by \"{issuer}\", which is not a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way." |
*
* @param {Doctor_Service_InspectedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspected: ((inputs: Doctor_Service_InspectedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_InspectedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The certificate {origin} presented is not from a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way." |
*
* @param {Doctor_Service_Inspected_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspected_unknown: ((inputs: Doctor_Service_Inspected_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Inspected_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your IT for the proxy's CA certificate as a PEM file and add it in Settings → Extra CA file (or `timetray config set caFile FILE`)." |
*
* @param {Doctor_Service_Inspecting_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspecting_fix: ((inputs?: Doctor_Service_Inspecting_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Inspecting_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It was issued by \"{issuer}\"." |
*
* @param {Doctor_Service_Issued_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_issued_by: ((inputs: Doctor_Service_Issued_ByInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Issued_ByInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No account yet, so there is no service address to check." |
*
* @param {Doctor_Service_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_account: ((inputs?: Doctor_Service_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_No_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "no answer" |
*
* @param {Doctor_Service_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_answer: ((inputs?: Doctor_Service_No_AnswerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_No_AnswerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that the address is the HTTPS address of the service, and whether your network inspects TLS." |
*
* @param {Doctor_Service_No_Tls_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_tls_fix: ((inputs?: Doctor_Service_No_Tls_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_No_Tls_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not tried: {detail}" |
*
* @param {Doctor_Service_Not_TriedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_not_tried: ((inputs: Doctor_Service_Not_TriedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Not_TriedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} answered over TLS in {ms} ms (HTTP {status}); {cert}." |
*
* @param {Doctor_Service_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ok: ((inputs: Doctor_Service_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} answered over TLS through the proxy at {proxy} in {ms} ms (HTTP {status}); {cert}." |
*
* @param {Doctor_Service_Ok_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ok_via: ((inputs: Doctor_Service_Ok_ViaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Ok_ViaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check HTTPS_PROXY (host and port) and that the proxy runs; on a network without a proxy, unset it." |
*
* @param {Doctor_Service_Proxy_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_proxy_fix: ((inputs?: Doctor_Service_Proxy_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Proxy_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your IT whether the proxy allows the service, or add the service to NO_PROXY if it is reachable directly." |
*
* @param {Doctor_Service_Proxy_Rules_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_proxy_rules_fix: ((inputs?: Doctor_Service_Proxy_Rules_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Proxy_Rules_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "TLS to {origin} works ({cert}), but a request then failed: {why}." |
*
* @param {Doctor_Service_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed: ((inputs: Doctor_Service_Request_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Request_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Try again; if it persists, check the service address (`timetray accounts`)." |
*
* @param {Doctor_Service_Request_Failed_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed_fix: ((inputs?: Doctor_Service_Request_Failed_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Request_Failed_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "TLS to {origin} through the proxy at {proxy} works ({cert}), but a request then failed: {why}." |
*
* @param {Doctor_Service_Request_Failed_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed_via: ((inputs: Doctor_Service_Request_Failed_ViaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Request_Failed_ViaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} accepted the connection but no secure (TLS) answer came in time." |
*
* @param {Doctor_Service_Tls_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_tls_timeout: ((inputs: Doctor_Service_Tls_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Tls_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the service address (`timetray accounts`): it must be the HTTPS address; a firewall may also be holding the connection." |
*
* @param {Doctor_Service_Tls_Timeout_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_tls_timeout_fix: ((inputs?: Doctor_Service_Tls_Timeout_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Tls_Timeout_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} cannot be reached." |
*
* @param {Doctor_Service_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_unreachable: ((inputs: Doctor_Service_UnreachableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_UnreachableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} cannot be reached through the proxy at {proxy}." |
*
* @param {Doctor_Service_Unreachable_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_unreachable_via: ((inputs: Doctor_Service_Unreachable_ViaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Unreachable_ViaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the service address (`timetray accounts`); sign in again with the right one." |
*
* @param {Doctor_Service_Wrong_Name_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_wrong_name_fix: ((inputs?: Doctor_Service_Wrong_Name_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Wrong_Name_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set): the tray app cannot start here; the `timetray` command works." |
*
* @param {Doctor_Session_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_none: ((inputs?: Doctor_Session_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Start Timetray from your desktop session; over SSH or in a container, use the `timetray` command." |
*
* @param {Doctor_Session_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_none_fix: ((inputs?: Doctor_Session_None_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_None_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not Linux: windows and shortcuts work without a display server choice." |
*
* @param {Doctor_Session_Not_LinuxInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_not_linux: ((inputs?: Doctor_Session_Not_LinuxInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_Not_LinuxInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown session type \"{type}\": window placement and shortcuts may not work." |
*
* @param {Doctor_Session_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_unknown: ((inputs: Doctor_Session_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use an X11 or Wayland desktop session." |
*
* @param {Doctor_Session_Unknown_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_unknown_fix: ((inputs?: Doctor_Session_Unknown_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_Unknown_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Wayland session: apps cannot place their own windows, so the window opens where the desktop puts it (not next to the tray icon) and may not hide when it lose..." |
*
* @param {Doctor_Session_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_wayland: ((inputs?: Doctor_Session_WaylandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_WaylandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "X11 session: the window opens next to the tray icon, and a global shortcut is registered directly." |
*
* @param {Doctor_Session_X11Inputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_x11: ((inputs?: Doctor_Session_X11Inputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_X11Inputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Whether it is registered is known only to the running app." |
*
* @param {Doctor_Shortcut_App_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_app_only: ((inputs?: Doctor_Shortcut_App_OnlyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_App_OnlyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another shortcut in Settings (or `timetray config set globalShortcut KEYS`): another app may hold this one. Or turn it off there." |
*
* @param {Doctor_Shortcut_Choose_AnotherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_choose_another: ((inputs?: Doctor_Shortcut_Choose_AnotherInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Choose_AnotherInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is configured." |
*
* @param {Doctor_Shortcut_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_configured: ((inputs: Doctor_Shortcut_ConfiguredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_ConfiguredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is configured, but this Wayland session has no GlobalShortcuts portal (org.freedesktop.portal.GlobalShortcuts), so the shortcut cannot work." |
*
* @param {Doctor_Shortcut_No_PortalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_no_portal: ((inputs: Doctor_Shortcut_No_PortalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_No_PortalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install your desktop's xdg-desktop-portal backend with global shortcuts (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome), or bind a key in ..." |
*
* @param {Doctor_Shortcut_No_Portal_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_no_portal_fix: ((inputs?: Doctor_Shortcut_No_Portal_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_No_Portal_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is not registered: {problem}" |
*
* @param {Doctor_Shortcut_Not_RegisteredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_not_registered: ((inputs: Doctor_Shortcut_Not_RegisteredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Not_RegisteredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No global shortcut is configured (off). Set one with `timetray config set globalShortcut CommandOrControl+Alt+T`." |
*
* @param {Doctor_Shortcut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_off: ((inputs?: Doctor_Shortcut_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Or turn it off: `timetray config set globalShortcut off`." |
*
* @param {Doctor_Shortcut_Off_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_off_fix: ((inputs?: Doctor_Shortcut_Off_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Off_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "On Wayland, also check that your desktop accepted it (its GlobalShortcuts portal may have asked)." |
*
* @param {Doctor_Shortcut_Portal_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_portal_check: ((inputs?: Doctor_Shortcut_Portal_CheckInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Portal_CheckInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is registered." |
*
* @param {Doctor_Shortcut_RegisteredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_registered: ((inputs: Doctor_Shortcut_RegisteredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_RegisteredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is registered through the desktop portal." |
*
* @param {Doctor_Shortcut_Registered_PortalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_registered_portal: ((inputs: Doctor_Shortcut_Registered_PortalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Registered_PortalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is configured; on Wayland the desktop's GlobalShortcuts portal registers it and may ask you to confirm." |
*
* @param {Doctor_Shortcut_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_wayland: ((inputs: Doctor_Shortcut_WaylandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_WaylandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again: {login}." |
*
* @param {Doctor_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_sign_in_again: ((inputs: Doctor_Sign_In_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Sign_In_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Doctor_Span_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_days: ((inputs: Doctor_Span_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Span_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Doctor_Span_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_hours: ((inputs: Doctor_Span_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Span_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Doctor_Span_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_minutes: ((inputs: Doctor_Span_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Span_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Everything looks fine." |
*
* @param {Doctor_Summary_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_summary_fine: ((inputs?: Doctor_Summary_FineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Summary_FineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | warnedPlural | output |
* | --- | --- |
* | "one" | "{failed} failed, {warned} warning." |
* | "other" | "{failed} failed, {warned} warnings." |
*
* @param {Doctor_Summary_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_summary_problems: ((inputs: Doctor_Summary_ProblemsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Summary_ProblemsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "In a Flatpak, also grant `--talk-name={watcher}`." |
*
* @param {Doctor_Tray_Flatpak_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_flatpak_fix: ((inputs: Doctor_Tray_Flatpak_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Flatpak_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "GNOME shows no tray icons by itself, and the AppIndicator extension is not running (no {watcher} on the session bus)." |
*
* @param {Doctor_Tray_GnomeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_gnome: ((inputs: Doctor_Tray_GnomeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_GnomeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install and enable the \"AppIndicator and KStatusNotifierItem Support\" GNOME Shell extension (Debian/Ubuntu: `sudo apt install gnome-shell-extension-appindica..." |
*
* @param {Doctor_Tray_Gnome_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_gnome_fix: ((inputs?: Doctor_Tray_Gnome_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Gnome_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The tray icon lives in the macOS menu bar; no extra host is needed." |
*
* @param {Doctor_Tray_MacosInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_macos: ((inputs?: Doctor_Tray_MacosInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_MacosInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem}: the tray icon is shown through the session bus." |
*
* @param {Doctor_Tray_No_BusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_bus: ((inputs: Doctor_Tray_No_BusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_BusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No graphical session here, so only the tray app (which needs a desktop anyway) is affected; the `timetray` command works without a tray:" |
*
* @param {Doctor_Tray_No_DesktopInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_desktop: ((inputs?: Doctor_Tray_No_DesktopInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_DesktopInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{watcher} runs, but no panel has registered as a host: the tray icon may not be visible." |
*
* @param {Doctor_Tray_No_HostInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_host: ((inputs: Doctor_Tray_No_HostInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_HostInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add a system tray (status notifier) applet to your panel." |
*
* @param {Doctor_Tray_No_Host_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_host_fix: ((inputs?: Doctor_Tray_No_Host_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_Host_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No StatusNotifier host on the session bus (no {watcher}): {desktop} will not show Timetray's tray icon." |
*
* @param {Doctor_Tray_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none: ((inputs: Doctor_Tray_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add a system tray that supports StatusNotifierItem/AppIndicator icons to your panel (KDE Plasma and Cinnamon have one; Xfce: xfce4-statusnotifier-plugin; MAT..." |
*
* @param {Doctor_Tray_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none_fix: ((inputs?: Doctor_Tray_None_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_None_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No StatusNotifier host on the session bus (no {watcher}): this desktop will not show Timetray's tray icon." |
*
* @param {Doctor_Tray_None_This_DesktopInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none_this_desktop: ((inputs: Doctor_Tray_None_This_DesktopInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_None_This_DesktopInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A StatusNotifier host ({watcher}) is on the session bus: the tray icon can show." |
*
* @param {Doctor_Tray_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_ok: ((inputs: Doctor_Tray_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not check for a tray host: {problem}." |
*
* @param {Doctor_Tray_UncheckedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_unchecked: ((inputs: Doctor_Tray_UncheckedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_UncheckedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install dbus-send (Debian/Ubuntu: `apt install dbus-bin`) and run `timetray doctor` again." |
*
* @param {Doctor_Tray_Unchecked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_unchecked_fix: ((inputs?: Doctor_Tray_Unchecked_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Unchecked_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Until then, Timetray's window and the `timetray` command work without the icon." |
*
* @param {Doctor_Tray_Until_ThenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_until_then: ((inputs?: Doctor_Tray_Until_ThenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Until_ThenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The tray icon lives in the Windows notification area; no extra host is needed." |
*
* @param {Doctor_Tray_WindowsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_windows: ((inputs?: Doctor_Tray_WindowsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_WindowsInputs, {
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
* | "Could not connect to {origin} in time" |
*
* @param {Net_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_connect_timeout: ((inputs: Net_Connect_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Connect_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to {origin} was cut off" |
*
* @param {Net_Cut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_cut_off: ((inputs: Net_Cut_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Cut_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The server's certificate is expired or not yet valid ({code})" |
*
* @param {Net_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_expired: ((inputs: Net_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check the service address." |
*
* @param {Net_Fix_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address: ((inputs?: Net_Fix_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check the address and your internet connection." |
*
* @param {Net_Fix_Address_InternetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address_internet: ((inputs?: Net_Fix_Address_InternetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Address_InternetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is the service address right?" |
*
* @param {Net_Fix_Address_RightInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address_right: ((inputs?: Net_Fix_Address_RightInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Address_RightInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "if your network inspects TLS, add its CA file in Settings or with `timetray config set caFile FILE`; `timetray doctor` names who issued the certificate." |
*
* @param {Net_Fix_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_ca_file: ((inputs?: Net_Fix_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check this computer's clock." |
*
* @param {Net_Fix_ClockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_clock: ((inputs?: Net_Fix_ClockInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_ClockInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check your connection." |
*
* @param {Net_Fix_ConnectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_connection: ((inputs?: Net_Fix_ConnectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_ConnectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is this an HTTPS address?" |
*
* @param {Net_Fix_HttpsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_https: ((inputs?: Net_Fix_HttpsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_HttpsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check your internet connection." |
*
* @param {Net_Fix_InternetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_internet: ((inputs?: Net_Fix_InternetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_InternetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check your network." |
*
* @param {Net_Fix_NetworkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_network: ((inputs?: Net_Fix_NetworkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_NetworkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check the proxy's rules for {origin}." |
*
* @param {Net_Fix_Proxy_RulesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_rules: ((inputs: Net_Fix_Proxy_RulesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Proxy_RulesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check {setting} and that the proxy runs." |
*
* @param {Net_Fix_Proxy_RunsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_runs: ((inputs: Net_Fix_Proxy_RunsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Proxy_RunsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check {setting}." |
*
* @param {Net_Fix_Proxy_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_setting: ((inputs: Net_Fix_Proxy_SettingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Proxy_SettingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "try again." |
*
* @param {Net_Fix_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_try_again: ((inputs?: Net_Fix_Try_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Try_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A secure connection to {origin} could not be set up ({code})" |
*
* @param {Net_No_TlsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_no_tls: ((inputs: Net_No_TlsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_No_TlsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot find {origin}" |
*
* @param {Net_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_not_found: ((inputs: Net_Not_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Not_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot find the proxy at {proxy}" |
*
* @param {Net_Proxy_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_not_found: ((inputs: Net_Proxy_Not_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_Not_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy at {proxy} refused the connection" |
*
* @param {Net_Proxy_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_refused: ((inputs: Net_Proxy_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy at {proxy} did not answer in time" |
*
* @param {Net_Proxy_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_timeout: ((inputs: Net_Proxy_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy at {proxy} cannot be reached ({code})" |
*
* @param {Net_Proxy_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_unreachable: ((inputs: Net_Proxy_UnreachableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_UnreachableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} refused the connection" |
*
* @param {Net_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_refused: ((inputs: Net_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} took too long to answer" |
*
* @param {Net_Slow_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_slow_answer: ((inputs: Net_Slow_AnswerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Slow_AnswerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the system's proxy settings" |
*
* @param {Net_System_Proxy_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_system_proxy_settings: ((inputs?: Net_System_Proxy_SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_System_Proxy_SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy refused to connect to the service ({status})" |
*
* @param {Net_Tunnel_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_tunnel_refused: ((inputs: Net_Tunnel_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Tunnel_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach {origin}" |
*
* @param {Net_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unknown: ((inputs: Net_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach {origin} ({code})" |
*
* @param {Net_Unknown_CodeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unknown_code: ((inputs: Net_Unknown_CodeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Unknown_CodeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} is unreachable" |
*
* @param {Net_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unreachable: ((inputs: Net_UnreachableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_UnreachableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The server's certificate is not trusted ({code})" |
*
* @param {Net_UntrustedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_untrusted: ((inputs: Net_UntrustedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_UntrustedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The server's certificate is for another name than {origin}" |
*
* @param {Net_Wrong_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_wrong_name: ((inputs: Net_Wrong_NameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Wrong_NameInputs, {
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
export type Customer_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Details_Saved_EarlierInputs = {};
export type Doctor_Account_Active_Signed_OutInputs = {};
export type Doctor_Account_Foreign_AgentInputs = {
    userAgent: NonNullable<unknown>;
    refresh: NonNullable<unknown>;
};
export type Doctor_Account_Foreign_Agent_FixInputs = {
    userAgent: NonNullable<unknown>;
    login: NonNullable<unknown>;
};
export type Doctor_Account_Last_RefreshInputs = {
    when: NonNullable<unknown>;
    ago: NonNullable<unknown>;
};
export type Doctor_Account_Never_RefreshedInputs = {};
export type Doctor_Account_Signed_InInputs = {
    userAgent: NonNullable<unknown>;
    refresh: NonNullable<unknown>;
};
export type Doctor_Account_Signed_OutInputs = {};
export type Doctor_Account_Signed_Out_WhyInputs = {
    reason: NonNullable<unknown>;
};
export type Doctor_Account_UnboundInputs = {
    baseUrl: NonNullable<unknown>;
};
export type Doctor_Account_Unbound_FixInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Account_UncheckedInputs = {};
export type Doctor_Account_Unchecked_FixInputs = {};
export type Doctor_Account_UnreadableInputs = {};
export type Doctor_Accounts_NoneInputs = {};
export type Doctor_Accounts_None_FixInputs = {};
export type Doctor_Ago_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Doctor_Ago_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Doctor_Ago_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Doctor_Ago_NowInputs = {};
export type Doctor_Ago_UnknownInputs = {};
export type Doctor_Bus_Address_DeadInputs = {
    error: NonNullable<unknown>;
};
export type Doctor_Bus_Address_UnsetInputs = {};
export type Doctor_Bus_No_ToolInputs = {};
export type Doctor_Bus_NoneInputs = {
    why: NonNullable<unknown>;
};
export type Doctor_Ca_All_ExpiredInputs = {
    file: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_Cert_UntilInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Doctor_Ca_Choose_AgainInputs = {};
export type Doctor_Ca_Expires_SoonInputs = {
    file: NonNullable<unknown>;
    name: NonNullable<unknown>;
    days: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_FineInputs = {
    file: NonNullable<unknown>;
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
export type Doctor_Ca_Give_Flag_AgainInputs = {};
export type Doctor_Ca_NoneInputs = {};
export type Doctor_Ca_One_ExpiredInputs = {
    file: NonNullable<unknown>;
    name: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_Renew_FixInputs = {};
export type Doctor_Ca_UnusableInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Check_CrashedInputs = {
    error: NonNullable<unknown>;
};
export type Doctor_Check_Crashed_FixInputs = {};
export type Doctor_Check_Timed_OutInputs = {
    seconds: NonNullable<unknown>;
};
export type Doctor_Check_Timed_Out_FixInputs = {};
export type Doctor_Clock_AgreesInputs = {
    origin: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Doctor_Clock_AheadInputs = {
    span: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_Bad_DateInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_Bad_Date_FixInputs = {};
export type Doctor_Clock_BehindInputs = {
    span: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_No_AccountInputs = {};
export type Doctor_Clock_No_AnswerInputs = {};
export type Doctor_Clock_No_Answer_FixInputs = {};
export type Doctor_Clock_Skew_FixInputs = {};
export type Doctor_Fix_LabelInputs = {};
export type Doctor_Idle_EndedInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Doctor_Idle_EndingInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Doctor_Idle_Ending_FixInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Keychain_Cannot_PromptInputs = {};
export type Doctor_Keychain_DiffersInputs = {};
export type Doctor_Keychain_LockedInputs = {
    program: NonNullable<unknown>;
};
export type Doctor_Keychain_Locked_FixInputs = {};
export type Doctor_Keychain_No_BusInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Keychain_No_CollectionInputs = {
    program: NonNullable<unknown>;
};
export type Doctor_Keychain_No_Collection_FixInputs = {};
export type Doctor_Keychain_No_ProviderInputs = {};
export type Doctor_Keychain_No_Provider_FixInputs = {};
export type Doctor_Keychain_Not_TriedInputs = {};
export type Doctor_Keychain_Ok_Not_InspectedInputs = {
    problem: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Ok_OsInputs = {
    store: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Ok_Secret_ServiceInputs = {
    service: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Os_KeychainInputs = {};
export type Doctor_Keychain_Round_Trip_FailedInputs = {
    why: NonNullable<unknown>;
};
export type Doctor_Keychain_Round_Trip_FixInputs = {};
export type Doctor_Keychain_Will_PromptInputs = {};
export type Doctor_Label_FailInputs = {};
export type Doctor_Label_OkInputs = {};
export type Doctor_Label_WarnInputs = {};
export type Doctor_No_Bus_FixInputs = {};
export type Doctor_Proxy_AcceptedInputs = {
    ms: NonNullable<unknown>;
};
export type Doctor_Proxy_Dead_FixInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_ExcludedInputs = {
    origin: NonNullable<unknown>;
    entry: NonNullable<unknown>;
};
export type Doctor_Proxy_NamesInputs = {
    variable: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Proxy_NoneInputs = {};
export type Doctor_Proxy_Not_UrlInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_Not_Url_FixInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_Os_HiddenInputs = {};
export type Doctor_Proxy_System_DirectInputs = {};
export type Doctor_Proxy_System_FixInputs = {};
export type Doctor_Proxy_System_No_AddressInputs = {};
export type Doctor_Proxy_System_SendsInputs = {
    origin: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Doctor_Proxy_System_ThroughInputs = {
    origin: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Doctor_Proxy_System_UnsupportedInputs = {
    origin: NonNullable<unknown>;
    rule: NonNullable<unknown>;
};
export type Doctor_Proxy_ThroughInputs = {
    host: NonNullable<unknown>;
    variable: NonNullable<unknown>;
};
export type Doctor_Service_Ca_File_FixInputs = {};
export type Doctor_Service_CertInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Cert_Ca_FileInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Cert_ExtraInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Connect_FixInputs = {};
export type Doctor_Service_Connect_Proxy_FixInputs = {};
export type Doctor_Service_Expired_FixInputs = {};
export type Doctor_Service_InspectedInputs = {
    origin: NonNullable<unknown>;
    issuer: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Doctor_Service_Inspected_UnknownInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Doctor_Service_Inspecting_FixInputs = {};
export type Doctor_Service_Issued_ByInputs = {
    issuer: NonNullable<unknown>;
};
export type Doctor_Service_No_AccountInputs = {};
export type Doctor_Service_No_AnswerInputs = {};
export type Doctor_Service_No_Tls_FixInputs = {};
export type Doctor_Service_Not_TriedInputs = {
    detail: NonNullable<unknown>;
};
export type Doctor_Service_OkInputs = {
    origin: NonNullable<unknown>;
    ms: NonNullable<unknown>;
    status: NonNullable<unknown>;
    cert: NonNullable<unknown>;
};
export type Doctor_Service_Ok_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
    ms: NonNullable<unknown>;
    status: NonNullable<unknown>;
    cert: NonNullable<unknown>;
};
export type Doctor_Service_Proxy_FixInputs = {};
export type Doctor_Service_Proxy_Rules_FixInputs = {};
export type Doctor_Service_Request_FailedInputs = {
    origin: NonNullable<unknown>;
    cert: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Doctor_Service_Request_Failed_FixInputs = {};
export type Doctor_Service_Request_Failed_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
    cert: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Doctor_Service_Tls_TimeoutInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Service_Tls_Timeout_FixInputs = {};
export type Doctor_Service_UnreachableInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Service_Unreachable_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
};
export type Doctor_Service_Wrong_Name_FixInputs = {};
export type Doctor_Session_NoneInputs = {};
export type Doctor_Session_None_FixInputs = {};
export type Doctor_Session_Not_LinuxInputs = {};
export type Doctor_Session_UnknownInputs = {
    type: NonNullable<unknown>;
};
export type Doctor_Session_Unknown_FixInputs = {};
export type Doctor_Session_WaylandInputs = {};
export type Doctor_Session_X11Inputs = {};
export type Doctor_Shortcut_App_OnlyInputs = {};
export type Doctor_Shortcut_Choose_AnotherInputs = {};
export type Doctor_Shortcut_ConfiguredInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_No_PortalInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_No_Portal_FixInputs = {};
export type Doctor_Shortcut_Not_RegisteredInputs = {
    shortcut: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Doctor_Shortcut_OffInputs = {};
export type Doctor_Shortcut_Off_FixInputs = {};
export type Doctor_Shortcut_Portal_CheckInputs = {};
export type Doctor_Shortcut_RegisteredInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_Registered_PortalInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_WaylandInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Sign_In_AgainInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Span_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Doctor_Span_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Doctor_Span_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Doctor_Summary_FineInputs = {};
export type Doctor_Summary_ProblemsInputs = {
    failed: NonNullable<unknown>;
    warned: NonNullable<unknown>;
};
export type Doctor_Tray_Flatpak_FixInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_GnomeInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_Gnome_FixInputs = {};
export type Doctor_Tray_MacosInputs = {};
export type Doctor_Tray_No_BusInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Tray_No_DesktopInputs = {};
export type Doctor_Tray_No_HostInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_No_Host_FixInputs = {};
export type Doctor_Tray_NoneInputs = {
    watcher: NonNullable<unknown>;
    desktop: NonNullable<unknown>;
};
export type Doctor_Tray_None_FixInputs = {};
export type Doctor_Tray_None_This_DesktopInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_OkInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_UncheckedInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Tray_Unchecked_FixInputs = {};
export type Doctor_Tray_Until_ThenInputs = {};
export type Doctor_Tray_WindowsInputs = {};
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
export type Net_Connect_TimeoutInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Cut_OffInputs = {
    origin: NonNullable<unknown>;
};
export type Net_ExpiredInputs = {
    code: NonNullable<unknown>;
};
export type Net_Fix_AddressInputs = {};
export type Net_Fix_Address_InternetInputs = {};
export type Net_Fix_Address_RightInputs = {};
export type Net_Fix_Ca_FileInputs = {};
export type Net_Fix_ClockInputs = {};
export type Net_Fix_ConnectionInputs = {};
export type Net_Fix_HttpsInputs = {};
export type Net_Fix_InternetInputs = {};
export type Net_Fix_NetworkInputs = {};
export type Net_Fix_Proxy_RulesInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Fix_Proxy_RunsInputs = {
    setting: NonNullable<unknown>;
};
export type Net_Fix_Proxy_SettingInputs = {
    setting: NonNullable<unknown>;
};
export type Net_Fix_Try_AgainInputs = {};
export type Net_No_TlsInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_Not_FoundInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Proxy_Not_FoundInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_RefusedInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_TimeoutInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_UnreachableInputs = {
    proxy: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_RefusedInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Slow_AnswerInputs = {
    origin: NonNullable<unknown>;
};
export type Net_System_Proxy_SettingsInputs = {};
export type Net_Tunnel_RefusedInputs = {
    status: NonNullable<unknown>;
};
export type Net_UnknownInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Unknown_CodeInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_UnreachableInputs = {
    origin: NonNullable<unknown>;
};
export type Net_UntrustedInputs = {
    code: NonNullable<unknown>;
};
export type Net_Wrong_NameInputs = {
    origin: NonNullable<unknown>;
};
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
