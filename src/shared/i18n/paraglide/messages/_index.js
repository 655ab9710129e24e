/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} AboutInputs */
/** @typedef {{}} About_CacheInputs */
/** @typedef {{}} About_KeychainInputs */
/** @typedef {{}} About_LogsInputs */
/** @typedef {{}} About_Settings_FolderInputs */
/** @typedef {{}} About_User_AgentInputs */
/** @typedef {{}} About_VersionInputs */
/** @typedef {{}} Account_Id_Hint_EndInputs */
/** @typedef {{}} Account_Id_Hint_StartInputs */
/** @typedef {{}} Account_LabelInputs */
/** @typedef {{ account: NonNullable<unknown> }} Account_Signed_OutInputs */
/** @typedef {{}} AccountsInputs */
/** @typedef {{}} Add_AccountInputs */
/** @typedef {{}} Add_Account_MenuInputs */
/** @typedef {{ date: NonNullable<unknown> }} Age_AtInputs */
/** @typedef {{ count: NonNullable<unknown> }} Age_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Age_HoursInputs */
/** @typedef {{}} Age_Just_NowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Age_MinutesInputs */
/** @typedef {{ count: NonNullable<unknown> }} All_ArchivedInputs */
/** @typedef {{}} Another_Account_Or_AddressInputs */
/** @typedef {{}} Archived_BadgeInputs */
/** @typedef {{ time: NonNullable<unknown> }} As_OfInputs */
/** @typedef {{ time: NonNullable<unknown> }} As_Of_RefreshingInputs */
/** @typedef {{}} BackInputs */
/** @typedef {{ time: NonNullable<unknown> }} Banner_Saved_ListInputs */
/** @typedef {{}} BillableInputs */
/** @typedef {{}} Billable_By_PersonInputs */
/** @typedef {{}} Billable_By_ProjectInputs */
/** @typedef {{}} Bridge_MissingInputs */
/** @typedef {{}} Ca_File_HintInputs */
/** @typedef {{}} Ca_File_RemovedInputs */
/** @typedef {{}} Ca_File_SavedInputs */
/** @typedef {{}} Call_FailedInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{}} Check_AccountsInputs */
/** @typedef {{}} Check_Ca_FileInputs */
/** @typedef {{}} Check_ClockInputs */
/** @typedef {{}} Check_KeychainInputs */
/** @typedef {{}} Check_ProxyInputs */
/** @typedef {{}} Check_ServiceInputs */
/** @typedef {{}} Check_Session_TypeInputs */
/** @typedef {{}} Check_SettingsInputs */
/** @typedef {{}} Check_ShortcutInputs */
/** @typedef {{}} Check_Tray_HostInputs */
/** @typedef {{}} CheckingInputs */
/** @typedef {{}} Choose_Ca_FileInputs */
/** @typedef {{}} Cli_Accepted_BooleanInputs */
/** @typedef {{}} Cli_Accepted_Ca_FileInputs */
/** @typedef {{}} Cli_Accepted_IntervalInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Cli_Accepted_LanguageInputs */
/** @typedef {{}} Cli_Accepted_ShortcutInputs */
/** @typedef {{ options: NonNullable<unknown> }} Cli_AcceptsInputs */
/** @typedef {{ key: NonNullable<unknown> }} Cli_Account_Key_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown>, baseUrl: NonNullable<unknown>, state: NonNullable<unknown>, lastUsed: NonNullable<unknown> }} Cli_Account_LineInputs */
/** @typedef {{}} Cli_Archived_FlagInputs */
/** @typedef {{ usage: NonNullable<unknown>, expected: NonNullable<unknown>, got: NonNullable<unknown> }} Cli_Argument_CountInputs */
/** @typedef {{ least: NonNullable<unknown>, most: NonNullable<unknown> }} Cli_Argument_RangeInputs */
/** @typedef {{}} Cli_Ask_Account_IdInputs */
/** @typedef {{}} Cli_Ask_Account_Id_LoginInputs */
/** @typedef {{}} Cli_Ask_EmailInputs */
/** @typedef {{}} Cli_Ask_PasswordInputs */
/** @typedef {{}} Cli_Ask_Service_AddressInputs */
/** @typedef {{}} Cli_Ask_TokenInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli_Bad_ShortcutInputs */
/** @typedef {{ billBy: NonNullable<unknown> }} Cli_Billable_ByInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Ca_File_FlagInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Ca_UnusableInputs */
/** @typedef {{}} Cli_CancelledInputs */
/** @typedef {{ command: NonNullable<unknown>, options: NonNullable<unknown> }} Cli_Command_AcceptsInputs */
/** @typedef {{ key: NonNullable<unknown>, value: NonNullable<unknown> }} Cli_Config_NowInputs */
/** @typedef {{}} Cli_Config_UsageInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Cli_Customer_GroupInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Customer_NumberInputs */
/** @typedef {{ id: NonNullable<unknown>, name: NonNullable<unknown> }} Cli_Customer_RenamedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Cli_Details_CachedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Cli_Details_FetchedInputs */
/** @typedef {{ nearest: NonNullable<unknown> }} Cli_Did_You_Mean_OptionInputs */
/** @typedef {{}} Cli_Disk_FullInputs */
/** @typedef {{}} Cli_Help_Commands_HeadingInputs */
/** @typedef {{}} Cli_Help_Exit_CodesInputs */
/** @typedef {{}} Cli_Help_Global_Options_HeadingInputs */
/** @typedef {{}} Cli_Help_IntroInputs */
/** @typedef {{}} Cli_Help_Json_HeadingInputs */
/** @typedef {{}} Cli_Help_Json_ShapesInputs */
/** @typedef {{}} Cli_Help_Options_HeadingInputs */
/** @typedef {{}} Cli_Help_Options_PlaceholderInputs */
/** @typedef {{}} Cli_Help_See_OverviewInputs */
/** @typedef {{}} Cli_Help_Settings_WhereInputs */
/** @typedef {{}} Cli_Help_TimesInputs */
/** @typedef {{ usage: NonNullable<unknown> }} Cli_Help_Usage_LineInputs */
/** @typedef {{}} Cli_Help_Usage_OverviewInputs */
/** @typedef {{}} Cli_Input_EndedInputs */
/** @typedef {{}} Cli_Label_BillableInputs */
/** @typedef {{}} Cli_Label_ChangedInputs */
/** @typedef {{}} Cli_Label_CreatedInputs */
/** @typedef {{}} Cli_Label_CustomerInputs */
/** @typedef {{}} Cli_Label_DescriptionInputs */
/** @typedef {{}} Cli_Label_HoursInputs */
/** @typedef {{}} Cli_Label_MembersInputs */
/** @typedef {{}} Cli_Label_Open_TasksInputs */
/** @typedef {{}} Cli_Label_RateInputs */
/** @typedef {{}} Cli_Label_StatusInputs */
/** @typedef {{}} Cli_Label_ValueInputs */
/** @typedef {{}} Cli_Last_Use_UnknownInputs */
/** @typedef {{ days: NonNullable<unknown> }} Cli_Last_Used_DaysInputs */
/** @typedef {{}} Cli_Last_Used_TodayInputs */
/** @typedef {{}} Cli_Last_Used_YesterdayInputs */
/** @typedef {{ when: NonNullable<unknown> }} Cli_List_CachedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Cli_List_RefreshedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Cli_List_SavedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Cli_Logout_Not_Signed_InInputs */
/** @typedef {{}} Cli_Logout_Not_ToldInputs */
/** @typedef {{}} Cli_Logout_RevokedInputs */
/** @typedef {{}} Cli_Markdown_Or_JsonInputs */
/** @typedef {{ option: NonNullable<unknown>, valueName: NonNullable<unknown> }} Cli_Needs_ValueInputs */
/** @typedef {{}} Cli_NoInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli_No_Account_MatchesInputs */
/** @typedef {{}} Cli_No_Account_To_Sign_OutInputs */
/** @typedef {{}} Cli_No_Account_YetInputs */
/** @typedef {{}} Cli_No_Accounts_YetInputs */
/** @typedef {{}} Cli_No_CustomerInputs */
/** @typedef {{}} Cli_No_Password_GivenInputs */
/** @typedef {{}} Cli_No_Terminal_PasswordInputs */
/** @typedef {{}} Cli_No_Terminal_SecretInputs */
/** @typedef {{}} Cli_No_Token_GivenInputs */
/** @typedef {{ command: NonNullable<unknown>, option: NonNullable<unknown> }} Cli_Not_An_Option_OfInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Not_CachedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Not_In_AccountInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Not_SavedInputs */
/** @typedef {{}} Cli_Notes_DoctorInputs */
/** @typedef {{}} Cli_Notes_ProjectInputs */
/** @typedef {{}} Cli_Notes_ProjectsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Now_UsingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Now_Using_Keychain_LockedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Now_Using_Keychain_UnavailableInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Now_Using_Signed_OutInputs */
/** @typedef {{}} Cli_Opt_Account_IdInputs */
/** @typedef {{}} Cli_Opt_Base_UrlInputs */
/** @typedef {{}} Cli_Opt_Ca_FileInputs */
/** @typedef {{}} Cli_Opt_Email_ImportInputs */
/** @typedef {{}} Cli_Opt_Email_LoginInputs */
/** @typedef {{}} Cli_Opt_HelpInputs */
/** @typedef {{}} Cli_Opt_JsonInputs */
/** @typedef {{}} Cli_Opt_LabelInputs */
/** @typedef {{}} Cli_Opt_Logout_AccountInputs */
/** @typedef {{}} Cli_Opt_MarkdownInputs */
/** @typedef {{}} Cli_Opt_Password_StdinInputs */
/** @typedef {{}} Cli_Opt_Project_CachedInputs */
/** @typedef {{}} Cli_Opt_Projects_CachedInputs */
/** @typedef {{}} Cli_Opt_User_AgentInputs */
/** @typedef {{}} Cli_Opt_VersionInputs */
/** @typedef {{ option: NonNullable<unknown>, command: NonNullable<unknown> }} Cli_Option_RequiredInputs */
/** @typedef {{ why: NonNullable<unknown> }} Cli_Output_FailedInputs */
/** @typedef {{}} Cli_Password_Stdin_EmptyInputs */
/** @typedef {{ money: NonNullable<unknown> }} Cli_Per_HourInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cli_Projects_Archived_HiddenInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cli_Projects_CountInputs */
/** @typedef {{}} Cli_Projects_NoneInputs */
/** @typedef {{}} Cli_Projects_None_ActiveInputs */
/** @typedef {{}} Cli_Projects_None_SavedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Projects_Not_ListedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cli_Projects_SkippedInputs */
/** @typedef {{ corrected: NonNullable<unknown> }} Cli_Quote_LabelInputs */
/** @typedef {{ corrected: NonNullable<unknown> }} Cli_Quote_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Removed_Not_Signed_InInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Removed_Not_ToldInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Removed_RevokedInputs */
/** @typedef {{ when: NonNullable<unknown>, why: NonNullable<unknown>, cached: NonNullable<unknown> }} Cli_Saved_Details_NoticeInputs */
/** @typedef {{ when: NonNullable<unknown>, why: NonNullable<unknown>, cached: NonNullable<unknown> }} Cli_Saved_List_NoticeInputs */
/** @typedef {{ command: NonNullable<unknown> }} Cli_See_Command_HelpInputs */
/** @typedef {{}} Cli_See_HelpInputs */
/** @typedef {{ key: NonNullable<unknown>, accepted: NonNullable<unknown>, text: NonNullable<unknown> }} Cli_Setting_RefusedInputs */
/** @typedef {{ text: NonNullable<unknown>, keys: NonNullable<unknown> }} Cli_Several_AccountsInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown>, projects: NonNullable<unknown>, key: NonNullable<unknown> }} Cli_Signed_In_AsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cli_Signed_In_CountInputs */
/** @typedef {{}} Cli_State_Keychain_LockedInputs */
/** @typedef {{}} Cli_State_Keychain_UnavailableInputs */
/** @typedef {{}} Cli_State_Signed_InInputs */
/** @typedef {{}} Cli_State_Signed_OutInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown>, baseUrl: NonNullable<unknown> }} Cli_Status_AccountInputs */
/** @typedef {{}} Cli_Status_ActiveInputs */
/** @typedef {{}} Cli_Status_ArchivedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cli_Status_CachedInputs */
/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Cli_Status_Cached_RefreshedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Status_Keychain_UnavailableInputs */
/** @typedef {{}} Cli_Status_No_AccountInputs */
/** @typedef {{}} Cli_Status_Signed_InInputs */
/** @typedef {{}} Cli_Status_Signed_OutInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Cli_Status_Signed_Out_WhyInputs */
/** @typedef {{ file: NonNullable<unknown> }} Cli_Status_TrustingInputs */
/** @typedef {{ kib: NonNullable<unknown> }} Cli_Stdin_Too_LongInputs */
/** @typedef {{ kib: NonNullable<unknown>, example: NonNullable<unknown> }} Cli_Stdin_Too_Long_ExampleInputs */
/** @typedef {{}} Cli_Summary_AccountsInputs */
/** @typedef {{}} Cli_Summary_CompletionInputs */
/** @typedef {{}} Cli_Summary_ConfigInputs */
/** @typedef {{}} Cli_Summary_DoctorInputs */
/** @typedef {{}} Cli_Summary_Import_TokenInputs */
/** @typedef {{}} Cli_Summary_LoginInputs */
/** @typedef {{}} Cli_Summary_LogoutInputs */
/** @typedef {{}} Cli_Summary_ProjectInputs */
/** @typedef {{}} Cli_Summary_ProjectsInputs */
/** @typedef {{}} Cli_Summary_RemoveInputs */
/** @typedef {{}} Cli_Summary_Rename_CustomerInputs */
/** @typedef {{}} Cli_Summary_StatusInputs */
/** @typedef {{}} Cli_Summary_UseInputs */
/** @typedef {{ option: NonNullable<unknown> }} Cli_Takes_No_ValueInputs */
/** @typedef {{}} Cli_Token_Stdin_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, date: NonNullable<unknown> }} Cli_Trusting_ExpiredInputs */
/** @typedef {{ name: NonNullable<unknown>, date: NonNullable<unknown> }} Cli_Trusting_ValidInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Unknown_CommandInputs */
/** @typedef {{ name: NonNullable<unknown>, nearest: NonNullable<unknown> }} Cli_Unknown_Command_NearestInputs */
/** @typedef {{ option: NonNullable<unknown> }} Cli_Unknown_OptionInputs */
/** @typedef {{ option: NonNullable<unknown>, command: NonNullable<unknown> }} Cli_Unknown_Option_ForInputs */
/** @typedef {{ text: NonNullable<unknown>, keys: NonNullable<unknown> }} Cli_Unknown_SettingInputs */
/** @typedef {{ shell: NonNullable<unknown>, shells: NonNullable<unknown> }} Cli_Unknown_ShellInputs */
/** @typedef {{ example: NonNullable<unknown> }} Cli_User_Agent_GiveInputs */
/** @typedef {{ example: NonNullable<unknown> }} Cli_User_Agent_RequiredInputs */
/** @typedef {{}} Cli_User_Agent_WhyInputs */
/** @typedef {{ example: NonNullable<unknown> }} Cli_What_To_CheckInputs */
/** @typedef {{}} Cli_YesInputs */
/** @typedef {{}} CopiedInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Copy_HintInputs */
/** @typedef {{}} Copy_SummaryInputs */
/** @typedef {{ id: NonNullable<unknown> }} Customer_FallbackInputs */
/** @typedef {{}} Details_Saved_EarlierInputs */
/** @typedef {{}} Error_Bad_ResponseInputs */
/** @typedef {{}} Error_Insecure_UrlInputs */
/** @typedef {{}} Error_NetworkInputs */
/** @typedef {{}} Error_OtherInputs */
/** @typedef {{}} Error_Rate_LimitedInputs */
/** @typedef {{}} Error_RedirectInputs */
/** @typedef {{}} Error_ServerInputs */
/** @typedef {{}} Error_Signed_OutInputs */
/** @typedef {{}} Error_TimeoutInputs */
/** @typedef {{}} Error_UnauthorizedInputs */
/** @typedef {{}} Health_All_FineInputs */
/** @typedef {{}} Health_Check_ButtonInputs */
/** @typedef {{}} Health_CheckingInputs */
/** @typedef {{}} Health_FixInputs */
/** @typedef {{ count: NonNullable<unknown>, list: NonNullable<unknown> }} Health_FoundInputs */
/** @typedef {{ count: NonNullable<unknown> }} Health_ProblemsInputs */
/** @typedef {{}} Health_RunInputs */
/** @typedef {{}} Health_Run_AgainInputs */
/** @typedef {{}} Health_Status_FailInputs */
/** @typedef {{}} Health_Status_OkInputs */
/** @typedef {{}} Health_Status_WarnInputs */
/** @typedef {{}} Health_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Health_WarningsInputs */
/** @typedef {{}} Hide_MoneyInputs */
/** @typedef {{}} Hide_Money_HintInputs */
/** @typedef {{}} Interval_HourInputs */
/** @typedef {{}} Interval_ManualInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Interval_MinutesInputs */
/** @typedef {{}} Keychain_Locked_TitleInputs */
/** @typedef {{}} Label_Account_IdInputs */
/** @typedef {{}} Label_Api_Base_UrlInputs */
/** @typedef {{}} Label_BillingInputs */
/** @typedef {{}} Label_ChangedInputs */
/** @typedef {{}} Label_CreatedInputs */
/** @typedef {{}} Label_DescriptionInputs */
/** @typedef {{}} Label_EmailInputs */
/** @typedef {{}} Label_Extra_CaInputs */
/** @typedef {{}} Label_LanguageInputs */
/** @typedef {{}} Label_MembersInputs */
/** @typedef {{}} Label_Open_TasksInputs */
/** @typedef {{}} Label_PasswordInputs */
/** @typedef {{}} Label_RateInputs */
/** @typedef {{}} Label_Refresh_ProjectsInputs */
/** @typedef {{}} Label_ShortcutInputs */
/** @typedef {{}} Label_TimeInputs */
/** @typedef {{}} Label_TokenInputs */
/** @typedef {{}} Label_Token_User_AgentInputs */
/** @typedef {{}} Label_ValueInputs */
/** @typedef {{}} Language_AutoInputs */
/** @typedef {{}} Language_EnInputs */
/** @typedef {{}} Language_Pt_BrInputs */
/** @typedef {{ count: NonNullable<unknown> }} Last_Used_DaysInputs */
/** @typedef {{}} Last_Used_TodayInputs */
/** @typedef {{}} Last_Used_UnknownInputs */
/** @typedef {{}} Last_Used_YesterdayInputs */
/** @typedef {{}} Launch_At_LoginInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Loading_ProjectsInputs */
/** @typedef {{}} Money_HiddenInputs */
/** @typedef {{}} No_Ca_FileInputs */
/** @typedef {{}} No_CustomerInputs */
/** @typedef {{ query: NonNullable<unknown> }} No_MatchInputs */
/** @typedef {{ query: NonNullable<unknown>, count: NonNullable<unknown>, countText: NonNullable<unknown> }} No_Match_ArchivedInputs */
/** @typedef {{}} No_ProjectsInputs */
/** @typedef {{}} Not_BillableInputs */
/** @typedef {{}} Not_Refreshed_YetInputs */
/** @typedef {{ id: NonNullable<unknown> }} Project_FallbackInputs */
/** @typedef {{}} Project_GoneInputs */
/** @typedef {{}} Projects_By_CustomerInputs */
/** @typedef {{ count: NonNullable<unknown> }} Projects_UnitInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Rate_Per_HourInputs */
/** @typedef {{}} Refresh_ProjectsInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Refresh_TitleInputs */
/** @typedef {{}} RefreshingInputs */
/** @typedef {{}} RemoveInputs */
/** @typedef {{}} Remove_Account_DetailInputs */
/** @typedef {{}} Remove_Account_MenuInputs */
/** @typedef {{ label: NonNullable<unknown> }} Remove_Account_TitleInputs */
/** @typedef {{}} RemovingInputs */
/** @typedef {{}} RenameInputs */
/** @typedef {{}} Rename_BlankInputs */
/** @typedef {{ label: NonNullable<unknown> }} Rename_CustomerInputs */
/** @typedef {{ label: NonNullable<unknown> }} Rename_New_Name_ForInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} RetryingInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{}} SavedInputs */
/** @typedef {{}} Saved_List_NoteInputs */
/** @typedef {{ time: NonNullable<unknown> }} Saved_List_Note_FromInputs */
/** @typedef {{}} SavingInputs */
/** @typedef {{}} Search_HintInputs */
/** @typedef {{}} Search_LabelInputs */
/** @typedef {{}} Search_PlaceholderInputs */
/** @typedef {{}} Service_AddressInputs */
/** @typedef {{}} Set_ShortcutInputs */
/** @typedef {{}} SettingsInputs */
/** @typedef {{}} Settings_And_Health_LinkInputs */
/** @typedef {{}} Settings_ProblemsInputs */
/** @typedef {{ example: NonNullable<unknown> }} Shortcut_HintInputs */
/** @typedef {{}} Shortcut_Hint_WaylandInputs */
/** @typedef {{ example: NonNullable<unknown> }} Shortcut_PlaceholderInputs */
/** @typedef {{}} Shortcut_SavedInputs */
/** @typedef {{}} Shortcut_Turned_OffInputs */
/** @typedef {{}} Show_ArchivedInputs */
/** @typedef {{}} Show_Archived_ProjectsInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_Adding_TitleInputs */
/** @typedef {{}} Sign_In_Again_TitleInputs */
/** @typedef {{}} Sign_In_TitleInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Signing_InInputs */
/** @typedef {{}} State_Load_FailedInputs */
/** @typedef {{}} Status_ActiveInputs */
/** @typedef {{}} Status_ArchivedInputs */
/** @typedef {{}} The_ServiceInputs */
/** @typedef {{}} Token_TitleInputs */
/** @typedef {{}} Token_WarningInputs */
/** @typedef {{}} Try_AgainInputs */
/** @typedef {{}} TryingInputs */
/** @typedef {{}} Turn_OffInputs */
/** @typedef {{}} Unrevoked_NoticeInputs */
/** @typedef {{}} UpdatedInputs */
/** @typedef {{}} Use_TokenInputs */
/** @typedef {{}} Use_Token_LinkInputs */
/** @typedef {{}} Window_TitleInputs */
import * as __en from "./en.js"
import * as __pt_br2 from "./pt-BR.js"
/**
* | output |
* | --- |
* | "About" |
*
* @param {AboutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about = /** @type {((inputs?: AboutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<AboutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.about(inputs)
	return __en.about(inputs)
});
/**
* | output |
* | --- |
* | "Cache" |
*
* @param {About_CacheInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_cache = /** @type {((inputs?: About_CacheInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_CacheInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.about_cache(inputs)
	return __en.about_cache(inputs)
});
/**
* | output |
* | --- |
* | "Keychain" |
*
* @param {About_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_keychain = /** @type {((inputs?: About_KeychainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_KeychainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.about_keychain(inputs)
	return __en.about_keychain(inputs)
});
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {About_LogsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_logs = /** @type {((inputs?: About_LogsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_LogsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.about_logs(inputs)
	return __en.about_logs(inputs)
});
/**
* | output |
* | --- |
* | "Settings folder" |
*
* @param {About_Settings_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_settings_folder = /** @type {((inputs?: About_Settings_FolderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Settings_FolderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.about_settings_folder(inputs)
	return __en.about_settings_folder(inputs)
});
/**
* | output |
* | --- |
* | "User-Agent" |
*
* @param {About_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_user_agent = /** @type {((inputs?: About_User_AgentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_User_AgentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.about_user_agent(inputs)
	return __en.about_user_agent(inputs)
});
/**
* | output |
* | --- |
* | "Version" |
*
* @param {About_VersionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_version = /** @type {((inputs?: About_VersionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_VersionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.about_version(inputs)
	return __en.about_version(inputs)
});
/**
* | output |
* | --- |
* | "in the web app’s address, e.g." |
*
* @param {Account_Id_Hint_EndInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_id_hint_end = /** @type {((inputs?: Account_Id_Hint_EndInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Id_Hint_EndInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.account_id_hint_end(inputs)
	return __en.account_id_hint_end(inputs)
});
/**
* | output |
* | --- |
* | "The code after" |
*
* @param {Account_Id_Hint_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_id_hint_start = /** @type {((inputs?: Account_Id_Hint_StartInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Id_Hint_StartInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.account_id_hint_start(inputs)
	return __en.account_id_hint_start(inputs)
});
/**
* | output |
* | --- |
* | "Account:" |
*
* @param {Account_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_label = /** @type {((inputs?: Account_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.account_label(inputs)
	return __en.account_label(inputs)
});
/**
* | output |
* | --- |
* | "{account} — signed out" |
*
* @param {Account_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_signed_out = /** @type {((inputs: Account_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.account_signed_out(inputs)
	return __en.account_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const accounts = /** @type {((inputs?: AccountsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<AccountsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.accounts(inputs)
	return __en.accounts(inputs)
});
/**
* | output |
* | --- |
* | "Add account" |
*
* @param {Add_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const add_account = /** @type {((inputs?: Add_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Add_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.add_account(inputs)
	return __en.add_account(inputs)
});
/**
* | output |
* | --- |
* | "Add account…" |
*
* @param {Add_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const add_account_menu = /** @type {((inputs?: Add_Account_MenuInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Add_Account_MenuInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.add_account_menu(inputs)
	return __en.add_account_menu(inputs)
});
/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Age_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_at = /** @type {((inputs: Age_AtInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Age_AtInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.age_at(inputs)
	return __en.age_at(inputs)
});
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
export const age_days = /** @type {((inputs: Age_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Age_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.age_days(inputs)
	return __en.age_days(inputs)
});
/**
* | output |
* | --- |
* | "{count} h ago" |
*
* @param {Age_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_hours = /** @type {((inputs: Age_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Age_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.age_hours(inputs)
	return __en.age_hours(inputs)
});
/**
* | output |
* | --- |
* | "just now" |
*
* @param {Age_Just_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_just_now = /** @type {((inputs?: Age_Just_NowInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Age_Just_NowInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.age_just_now(inputs)
	return __en.age_just_now(inputs)
});
/**
* | output |
* | --- |
* | "{count} min ago" |
*
* @param {Age_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_minutes = /** @type {((inputs: Age_MinutesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Age_MinutesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.age_minutes(inputs)
	return __en.age_minutes(inputs)
});
/**
* | output |
* | --- |
* | "All {count} projects are archived — tick “Show archived” to see them." |
*
* @param {All_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const all_archived = /** @type {((inputs: All_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<All_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.all_archived(inputs)
	return __en.all_archived(inputs)
});
/**
* | output |
* | --- |
* | "Another account or address" |
*
* @param {Another_Account_Or_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const another_account_or_address = /** @type {((inputs?: Another_Account_Or_AddressInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Another_Account_Or_AddressInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.another_account_or_address(inputs)
	return __en.another_account_or_address(inputs)
});
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Archived_BadgeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const archived_badge = /** @type {((inputs?: Archived_BadgeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archived_BadgeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.archived_badge(inputs)
	return __en.archived_badge(inputs)
});
/**
* | output |
* | --- |
* | "As of {time}" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const as_of = /** @type {((inputs: As_OfInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_OfInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.as_of(inputs)
	return __en.as_of(inputs)
});
/**
* | output |
* | --- |
* | "As of {time} · refreshing…" |
*
* @param {As_Of_RefreshingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const as_of_refreshing = /** @type {((inputs: As_Of_RefreshingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_Of_RefreshingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.as_of_refreshing(inputs)
	return __en.as_of_refreshing(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {BackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const back = /** @type {((inputs?: BackInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<BackInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.back(inputs)
	return __en.back(inputs)
});
/**
* | output |
* | --- |
* | "Showing the saved list from {time}." |
*
* @param {Banner_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const banner_saved_list = /** @type {((inputs: Banner_Saved_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Saved_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.banner_saved_list(inputs)
	return __en.banner_saved_list(inputs)
});
/**
* | output |
* | --- |
* | "Billable" |
*
* @param {BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable = /** @type {((inputs?: BillableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<BillableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.billable(inputs)
	return __en.billable(inputs)
});
/**
* | output |
* | --- |
* | "Billable, by person" |
*
* @param {Billable_By_PersonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable_by_person = /** @type {((inputs?: Billable_By_PersonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billable_By_PersonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.billable_by_person(inputs)
	return __en.billable_by_person(inputs)
});
/**
* | output |
* | --- |
* | "Billable, by project" |
*
* @param {Billable_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable_by_project = /** @type {((inputs?: Billable_By_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billable_By_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.billable_by_project(inputs)
	return __en.billable_by_project(inputs)
});
/**
* | output |
* | --- |
* | "Timetray’s bridge is missing: this page only works inside the app." |
*
* @param {Bridge_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const bridge_missing = /** @type {((inputs?: Bridge_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bridge_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.bridge_missing(inputs)
	return __en.bridge_missing(inputs)
});
/**
* | output |
* | --- |
* | "For a network that inspects TLS: its CA certificate as a PEM file." |
*
* @param {Ca_File_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_hint = /** @type {((inputs?: Ca_File_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ca_File_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.ca_file_hint(inputs)
	return __en.ca_file_hint(inputs)
});
/**
* | output |
* | --- |
* | "CA file removed." |
*
* @param {Ca_File_RemovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_removed = /** @type {((inputs?: Ca_File_RemovedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ca_File_RemovedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.ca_file_removed(inputs)
	return __en.ca_file_removed(inputs)
});
/**
* | output |
* | --- |
* | "CA file saved." |
*
* @param {Ca_File_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_saved = /** @type {((inputs?: Ca_File_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ca_File_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.ca_file_saved(inputs)
	return __en.ca_file_saved(inputs)
});
/**
* | output |
* | --- |
* | "Timetray could not do that. Please try again." |
*
* @param {Call_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const call_failed = /** @type {((inputs?: Call_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.call_failed(inputs)
	return __en.call_failed(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cancel = /** @type {((inputs?: CancelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<CancelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cancel(inputs)
	return __en.cancel(inputs)
});
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Check_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_accounts = /** @type {((inputs?: Check_AccountsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_AccountsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_accounts(inputs)
	return __en.check_accounts(inputs)
});
/**
* | output |
* | --- |
* | "CA file" |
*
* @param {Check_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_ca_file = /** @type {((inputs?: Check_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_ca_file(inputs)
	return __en.check_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "Clock" |
*
* @param {Check_ClockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_clock = /** @type {((inputs?: Check_ClockInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_ClockInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_clock(inputs)
	return __en.check_clock(inputs)
});
/**
* | output |
* | --- |
* | "Keychain" |
*
* @param {Check_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_keychain = /** @type {((inputs?: Check_KeychainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_KeychainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_keychain(inputs)
	return __en.check_keychain(inputs)
});
/**
* | output |
* | --- |
* | "Proxy" |
*
* @param {Check_ProxyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_proxy = /** @type {((inputs?: Check_ProxyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_ProxyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_proxy(inputs)
	return __en.check_proxy(inputs)
});
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Check_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_service = /** @type {((inputs?: Check_ServiceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_ServiceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_service(inputs)
	return __en.check_service(inputs)
});
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Check_Session_TypeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_session_type = /** @type {((inputs?: Check_Session_TypeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_Session_TypeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_session_type(inputs)
	return __en.check_session_type(inputs)
});
/**
* | output |
* | --- |
* | "Settings file" |
*
* @param {Check_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_settings = /** @type {((inputs?: Check_SettingsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_SettingsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_settings(inputs)
	return __en.check_settings(inputs)
});
/**
* | output |
* | --- |
* | "Shortcut" |
*
* @param {Check_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_shortcut = /** @type {((inputs?: Check_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_shortcut(inputs)
	return __en.check_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "Tray icon" |
*
* @param {Check_Tray_HostInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_tray_host = /** @type {((inputs?: Check_Tray_HostInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_Tray_HostInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.check_tray_host(inputs)
	return __en.check_tray_host(inputs)
});
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {CheckingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const checking = /** @type {((inputs?: CheckingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<CheckingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.checking(inputs)
	return __en.checking(inputs)
});
/**
* | output |
* | --- |
* | "Choose CA file…" |
*
* @param {Choose_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const choose_ca_file = /** @type {((inputs?: Choose_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choose_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.choose_ca_file(inputs)
	return __en.choose_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "true or false" |
*
* @param {Cli_Accepted_BooleanInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_boolean = /** @type {((inputs?: Cli_Accepted_BooleanInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_BooleanInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_boolean(inputs)
	return __en.cli_accepted_boolean(inputs)
});
/**
* | output |
* | --- |
* | "a PEM file of CA certificates, or none" |
*
* @param {Cli_Accepted_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_ca_file = /** @type {((inputs?: Cli_Accepted_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_ca_file(inputs)
	return __en.cli_accepted_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "5, 15, 30, 60 or manual" |
*
* @param {Cli_Accepted_IntervalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_interval = /** @type {((inputs?: Cli_Accepted_IntervalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_IntervalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_interval(inputs)
	return __en.cli_accepted_interval(inputs)
});
/**
* | output |
* | --- |
* | "{choices} (auto: LC_ALL, LC_MESSAGES or LANG here, the system's languages in the app)" |
*
* @param {Cli_Accepted_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_language = /** @type {((inputs: Cli_Accepted_LanguageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_LanguageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_language(inputs)
	return __en.cli_accepted_language(inputs)
});
/**
* | output |
* | --- |
* | "an accelerator such as CommandOrControl+Alt+T, or off" |
*
* @param {Cli_Accepted_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_shortcut = /** @type {((inputs?: Cli_Accepted_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_shortcut(inputs)
	return __en.cli_accepted_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "timetray accepts: {options}." |
*
* @param {Cli_AcceptsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepts = /** @type {((inputs: Cli_AcceptsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_AcceptsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepts(inputs)
	return __en.cli_accepts(inputs)
});
/**
* | output |
* | --- |
* | "key: {key}" |
*
* @param {Cli_Account_Key_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_key_line = /** @type {((inputs: Cli_Account_Key_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Account_Key_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_account_key_line(inputs)
	return __en.cli_account_key_line(inputs)
});
/**
* | output |
* | --- |
* | "{name} account {accountId} at {baseUrl} ({state}) {lastUsed}" |
*
* @param {Cli_Account_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_line = /** @type {((inputs: Cli_Account_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Account_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_account_line(inputs)
	return __en.cli_account_line(inputs)
});
/**
* | output |
* | --- |
* | "[archived]" |
*
* @param {Cli_Archived_FlagInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_archived_flag = /** @type {((inputs?: Cli_Archived_FlagInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Archived_FlagInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_archived_flag(inputs)
	return __en.cli_archived_flag(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray {usage} — expected {expected} argument(s), got {got}." |
*
* @param {Cli_Argument_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_count = /** @type {((inputs: Cli_Argument_CountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Argument_CountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_argument_count(inputs)
	return __en.cli_argument_count(inputs)
});
/**
* | output |
* | --- |
* | "{least} to {most}" |
*
* @param {Cli_Argument_RangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_range = /** @type {((inputs: Cli_Argument_RangeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Argument_RangeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_argument_range(inputs)
	return __en.cli_argument_range(inputs)
});
/**
* | output |
* | --- |
* | "Account id" |
*
* @param {Cli_Ask_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_account_id = /** @type {((inputs?: Cli_Ask_Account_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_Account_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_account_id(inputs)
	return __en.cli_ask_account_id(inputs)
});
/**
* | output |
* | --- |
* | "Account id (after /a/ in the web app)" |
*
* @param {Cli_Ask_Account_Id_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_account_id_login = /** @type {((inputs?: Cli_Ask_Account_Id_LoginInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_Account_Id_LoginInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_account_id_login(inputs)
	return __en.cli_ask_account_id_login(inputs)
});
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Cli_Ask_EmailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_email = /** @type {((inputs?: Cli_Ask_EmailInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_EmailInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_email(inputs)
	return __en.cli_ask_email(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Cli_Ask_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_password = /** @type {((inputs?: Cli_Ask_PasswordInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_PasswordInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_password(inputs)
	return __en.cli_ask_password(inputs)
});
/**
* | output |
* | --- |
* | "Service address" |
*
* @param {Cli_Ask_Service_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_service_address = /** @type {((inputs?: Cli_Ask_Service_AddressInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_Service_AddressInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_service_address(inputs)
	return __en.cli_ask_service_address(inputs)
});
/**
* | output |
* | --- |
* | "Token" |
*
* @param {Cli_Ask_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_token = /** @type {((inputs?: Cli_Ask_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_token(inputs)
	return __en.cli_ask_token(inputs)
});
/**
* | output |
* | --- |
* | "\"{text}\" is not a shortcut Timetray understands: use one or more modifiers (CommandOrControl, Ctrl, Alt, Shift, Super) and one key, e.g. CommandOrControl+Alt+T." |
*
* @param {Cli_Bad_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_bad_shortcut = /** @type {((inputs: Cli_Bad_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Bad_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_bad_shortcut(inputs)
	return __en.cli_bad_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "yes, by {billBy}" |
*
* @param {Cli_Billable_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_billable_by = /** @type {((inputs: Cli_Billable_ByInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Billable_ByInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_billable_by(inputs)
	return __en.cli_billable_by(inputs)
});
/**
* | output |
* | --- |
* | "The file given with --ca-file cannot be used: {problem}. Give --ca-file a PEM file of CA certificates, or leave it out." |
*
* @param {Cli_Ca_File_FlagInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ca_file_flag = /** @type {((inputs: Cli_Ca_File_FlagInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ca_File_FlagInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ca_file_flag(inputs)
	return __en.cli_ca_file_flag(inputs)
});
/**
* | output |
* | --- |
* | "The extra CA file is set but cannot be used: {problem}. Connections will fail until it is fixed. Choose a current PEM file in Settings → Extra CA file (or `t..." |
*
* @param {Cli_Ca_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ca_unusable = /** @type {((inputs: Cli_Ca_UnusableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ca_UnusableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ca_unusable(inputs)
	return __en.cli_ca_unusable(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled." |
*
* @param {Cli_CancelledInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_cancelled = /** @type {((inputs?: Cli_CancelledInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_CancelledInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_cancelled(inputs)
	return __en.cli_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "`timetray {command}` accepts: {options}." |
*
* @param {Cli_Command_AcceptsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_command_accepts = /** @type {((inputs: Cli_Command_AcceptsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Command_AcceptsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_command_accepts(inputs)
	return __en.cli_command_accepts(inputs)
});
/**
* | output |
* | --- |
* | "{key} is now {value}." |
*
* @param {Cli_Config_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_now = /** @type {((inputs: Cli_Config_NowInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Config_NowInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_config_now(inputs)
	return __en.cli_config_now(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray config [get KEY \| set KEY VALUE] — see `timetray --help`." |
*
* @param {Cli_Config_UsageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_usage = /** @type {((inputs?: Cli_Config_UsageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Config_UsageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_config_usage(inputs)
	return __en.cli_config_usage(inputs)
});
/**
* | output |
* | --- |
* | "{name} (customer {id})" |
*
* @param {Cli_Customer_GroupInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_group = /** @type {((inputs: Cli_Customer_GroupInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Customer_GroupInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_customer_group(inputs)
	return __en.cli_customer_group(inputs)
});
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Cli_Customer_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_number = /** @type {((inputs: Cli_Customer_NumberInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Customer_NumberInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_customer_number(inputs)
	return __en.cli_customer_number(inputs)
});
/**
* | output |
* | --- |
* | "Customer {id} is now \"{name}\"." |
*
* @param {Cli_Customer_RenamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_renamed = /** @type {((inputs: Cli_Customer_RenamedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Customer_RenamedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_customer_renamed(inputs)
	return __en.cli_customer_renamed(inputs)
});
/**
* | output |
* | --- |
* | "Cached {when}." |
*
* @param {Cli_Details_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_details_cached = /** @type {((inputs: Cli_Details_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Details_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_details_cached(inputs)
	return __en.cli_details_cached(inputs)
});
/**
* | output |
* | --- |
* | "Fetched {when}." |
*
* @param {Cli_Details_FetchedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_details_fetched = /** @type {((inputs: Cli_Details_FetchedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Details_FetchedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_details_fetched(inputs)
	return __en.cli_details_fetched(inputs)
});
/**
* | output |
* | --- |
* | "Did you mean {nearest}?" |
*
* @param {Cli_Did_You_Mean_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_did_you_mean_option = /** @type {((inputs: Cli_Did_You_Mean_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Did_You_Mean_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_did_you_mean_option(inputs)
	return __en.cli_did_you_mean_option(inputs)
});
/**
* | output |
* | --- |
* | "the disk is full" |
*
* @param {Cli_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_disk_full = /** @type {((inputs?: Cli_Disk_FullInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Disk_FullInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_disk_full(inputs)
	return __en.cli_disk_full(inputs)
});
/**
* | output |
* | --- |
* | "Commands:" |
*
* @param {Cli_Help_Commands_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_commands_heading = /** @type {((inputs?: Cli_Help_Commands_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Commands_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_commands_heading(inputs)
	return __en.cli_help_commands_heading(inputs)
});
/**
* | output |
* | --- |
* | "Exit codes: 0 ok · 1 failure (including an unusable keychain) · 2 usage error or invalid input 3 sign-in needed (no session, or the service refused it) 4 net..." |
*
* @param {Cli_Help_Exit_CodesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_exit_codes = /** @type {((inputs?: Cli_Help_Exit_CodesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Exit_CodesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_exit_codes(inputs)
	return __en.cli_help_exit_codes(inputs)
});
/**
* | output |
* | --- |
* | "Global options:" |
*
* @param {Cli_Help_Global_Options_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_global_options_heading = /** @type {((inputs?: Cli_Help_Global_Options_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Global_Options_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_global_options_heading(inputs)
	return __en.cli_help_global_options_heading(inputs)
});
/**
* | output |
* | --- |
* | "timetray — your Time Tracking Service projects from the command line. Uses the same accounts, keychain entries and User-Agent as the Timetray tray app." |
*
* @param {Cli_Help_IntroInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_intro = /** @type {((inputs?: Cli_Help_IntroInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_IntroInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_intro(inputs)
	return __en.cli_help_intro(inputs)
});
/**
* | output |
* | --- |
* | "--json output (one JSON document on stdout; stable, fields are only ever added):" |
*
* @param {Cli_Help_Json_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_json_heading = /** @type {((inputs?: Cli_Help_Json_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Json_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_json_heading(inputs)
	return __en.cli_help_json_heading(inputs)
});
/**
* | output |
* | --- |
* | "Account = {\"key\",\"label\",\"baseUrl\",\"accountId\",\"email\",\"signedIn\":bool\|null,\"active\":bool, \"lastUsed\": ISO-time\|null, \"keychain\": \"ok\"\|\"locked\"\|\"unavailable\"..." |
*
* @param {Cli_Help_Json_ShapesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_json_shapes = /** @type {((inputs?: Cli_Help_Json_ShapesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Json_ShapesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_json_shapes(inputs)
	return __en.cli_help_json_shapes(inputs)
});
/**
* | output |
* | --- |
* | "Options:" |
*
* @param {Cli_Help_Options_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_options_heading = /** @type {((inputs?: Cli_Help_Options_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Options_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_options_heading(inputs)
	return __en.cli_help_options_heading(inputs)
});
/**
* | output |
* | --- |
* | "[options]" |
*
* @param {Cli_Help_Options_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_options_placeholder = /** @type {((inputs?: Cli_Help_Options_PlaceholderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Options_PlaceholderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_options_placeholder(inputs)
	return __en.cli_help_options_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Every command, the exit codes and the --json shapes: `timetray --help`." |
*
* @param {Cli_Help_See_OverviewInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_see_overview = /** @type {((inputs?: Cli_Help_See_OverviewInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_See_OverviewInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_see_overview(inputs)
	return __en.cli_help_see_overview(inputs)
});
/**
* | output |
* | --- |
* | "Settings live in $TIMETRAY_CONFIG_DIR, else the per-user config folder (Linux: $XDG_CONFIG_HOME/Timetray or ~/.config/Timetray). Tokens live only in the OS k..." |
*
* @param {Cli_Help_Settings_WhereInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_settings_where = /** @type {((inputs?: Cli_Help_Settings_WhereInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Settings_WhereInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_settings_where(inputs)
	return __en.cli_help_settings_where(inputs)
});
/**
* | output |
* | --- |
* | "Times are shown in local time, in the locale of LC_ALL, LC_TIME or LANG; --json keeps ISO 8601." |
*
* @param {Cli_Help_TimesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_times = /** @type {((inputs?: Cli_Help_TimesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_TimesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_times(inputs)
	return __en.cli_help_times(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray {usage}" |
*
* @param {Cli_Help_Usage_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_usage_line = /** @type {((inputs: Cli_Help_Usage_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Usage_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_usage_line(inputs)
	return __en.cli_help_usage_line(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray <command> [options] timetray <command> --help that command alone, with its options" |
*
* @param {Cli_Help_Usage_OverviewInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_usage_overview = /** @type {((inputs?: Cli_Help_Usage_OverviewInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Usage_OverviewInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_usage_overview(inputs)
	return __en.cli_help_usage_overview(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled: the input ended before an answer was given." |
*
* @param {Cli_Input_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_input_ended = /** @type {((inputs?: Cli_Input_EndedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Input_EndedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_input_ended(inputs)
	return __en.cli_input_ended(inputs)
});
/**
* | output |
* | --- |
* | "Billable" |
*
* @param {Cli_Label_BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_billable = /** @type {((inputs?: Cli_Label_BillableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_BillableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_billable(inputs)
	return __en.cli_label_billable(inputs)
});
/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Cli_Label_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_changed = /** @type {((inputs?: Cli_Label_ChangedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_ChangedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_changed(inputs)
	return __en.cli_label_changed(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Cli_Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_created = /** @type {((inputs?: Cli_Label_CreatedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_CreatedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_created(inputs)
	return __en.cli_label_created(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Cli_Label_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_customer = /** @type {((inputs?: Cli_Label_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_customer(inputs)
	return __en.cli_label_customer(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Cli_Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_description = /** @type {((inputs?: Cli_Label_DescriptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_DescriptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_description(inputs)
	return __en.cli_label_description(inputs)
});
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Cli_Label_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_hours = /** @type {((inputs?: Cli_Label_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_hours(inputs)
	return __en.cli_label_hours(inputs)
});
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Cli_Label_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_members = /** @type {((inputs?: Cli_Label_MembersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_MembersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_members(inputs)
	return __en.cli_label_members(inputs)
});
/**
* | output |
* | --- |
* | "Open tasks" |
*
* @param {Cli_Label_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_open_tasks = /** @type {((inputs?: Cli_Label_Open_TasksInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_Open_TasksInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_open_tasks(inputs)
	return __en.cli_label_open_tasks(inputs)
});
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Cli_Label_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_rate = /** @type {((inputs?: Cli_Label_RateInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_RateInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_rate(inputs)
	return __en.cli_label_rate(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Cli_Label_StatusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_status = /** @type {((inputs?: Cli_Label_StatusInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_StatusInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_status(inputs)
	return __en.cli_label_status(inputs)
});
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Cli_Label_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_value = /** @type {((inputs?: Cli_Label_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_value(inputs)
	return __en.cli_label_value(inputs)
});
/**
* | output |
* | --- |
* | "last use unknown" |
*
* @param {Cli_Last_Use_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_use_unknown = /** @type {((inputs?: Cli_Last_Use_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Use_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_use_unknown(inputs)
	return __en.cli_last_use_unknown(inputs)
});
/**
* | output |
* | --- |
* | "last used {days} days ago" |
*
* @param {Cli_Last_Used_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_days = /** @type {((inputs: Cli_Last_Used_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Used_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_used_days(inputs)
	return __en.cli_last_used_days(inputs)
});
/**
* | output |
* | --- |
* | "last used today" |
*
* @param {Cli_Last_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_today = /** @type {((inputs?: Cli_Last_Used_TodayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Used_TodayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_used_today(inputs)
	return __en.cli_last_used_today(inputs)
});
/**
* | output |
* | --- |
* | "last used yesterday" |
*
* @param {Cli_Last_Used_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_yesterday = /** @type {((inputs?: Cli_Last_Used_YesterdayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Used_YesterdayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_used_yesterday(inputs)
	return __en.cli_last_used_yesterday(inputs)
});
/**
* | output |
* | --- |
* | "cached {when}" |
*
* @param {Cli_List_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_cached = /** @type {((inputs: Cli_List_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_List_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_list_cached(inputs)
	return __en.cli_list_cached(inputs)
});
/**
* | output |
* | --- |
* | "refreshed {when}" |
*
* @param {Cli_List_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_refreshed = /** @type {((inputs: Cli_List_RefreshedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_List_RefreshedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_list_refreshed(inputs)
	return __en.cli_list_refreshed(inputs)
});
/**
* | output |
* | --- |
* | "saved {when}" |
*
* @param {Cli_List_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_saved = /** @type {((inputs: Cli_List_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_List_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_list_saved(inputs)
	return __en.cli_list_saved(inputs)
});
/**
* | output |
* | --- |
* | "{label} was not signed in; nothing to revoke." |
*
* @param {Cli_Logout_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_not_signed_in = /** @type {((inputs: Cli_Logout_Not_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Logout_Not_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_logout_not_signed_in(inputs)
	return __en.cli_logout_not_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Signed out on this computer (the token was deleted from the keychain), but the service could not be told: the token stays valid there until it goes unused fo..." |
*
* @param {Cli_Logout_Not_ToldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_not_told = /** @type {((inputs?: Cli_Logout_Not_ToldInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Logout_Not_ToldInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_logout_not_told(inputs)
	return __en.cli_logout_not_told(inputs)
});
/**
* | output |
* | --- |
* | "Signed out. The token was revoked at the service and deleted from the keychain." |
*
* @param {Cli_Logout_RevokedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_revoked = /** @type {((inputs?: Cli_Logout_RevokedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Logout_RevokedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_logout_revoked(inputs)
	return __en.cli_logout_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Choose one of --markdown and --json." |
*
* @param {Cli_Markdown_Or_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_markdown_or_json = /** @type {((inputs?: Cli_Markdown_Or_JsonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Markdown_Or_JsonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_markdown_or_json(inputs)
	return __en.cli_markdown_or_json(inputs)
});
/**
* | output |
* | --- |
* | "{option} needs a value: {option} {valueName}." |
*
* @param {Cli_Needs_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_needs_value = /** @type {((inputs: Cli_Needs_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Needs_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_needs_value(inputs)
	return __en.cli_needs_value(inputs)
});
/**
* | output |
* | --- |
* | "no" |
*
* @param {Cli_NoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no = /** @type {((inputs?: Cli_NoInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_NoInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no(inputs)
	return __en.cli_no(inputs)
});
/**
* | output |
* | --- |
* | "No account matches \"{text}\". See `timetray accounts`." |
*
* @param {Cli_No_Account_MatchesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_matches = /** @type {((inputs: Cli_No_Account_MatchesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Account_MatchesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_account_matches(inputs)
	return __en.cli_no_account_matches(inputs)
});
/**
* | output |
* | --- |
* | "No account to sign out of. See `timetray accounts`." |
*
* @param {Cli_No_Account_To_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_to_sign_out = /** @type {((inputs?: Cli_No_Account_To_Sign_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Account_To_Sign_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_account_to_sign_out(inputs)
	return __en.cli_no_account_to_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "No account yet — run `timetray login` first." |
*
* @param {Cli_No_Account_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_yet = /** @type {((inputs?: Cli_No_Account_YetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Account_YetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_account_yet(inputs)
	return __en.cli_no_account_yet(inputs)
});
/**
* | output |
* | --- |
* | "No accounts yet. Add one with `timetray login`." |
*
* @param {Cli_No_Accounts_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_accounts_yet = /** @type {((inputs?: Cli_No_Accounts_YetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Accounts_YetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_accounts_yet(inputs)
	return __en.cli_no_accounts_yet(inputs)
});
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Cli_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_customer = /** @type {((inputs?: Cli_No_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_customer(inputs)
	return __en.cli_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "No password given." |
*
* @param {Cli_No_Password_GivenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_password_given = /** @type {((inputs?: Cli_No_Password_GivenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Password_GivenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_password_given(inputs)
	return __en.cli_no_password_given(inputs)
});
/**
* | output |
* | --- |
* | "No terminal to ask for the password on: pipe it in with --password-stdin." |
*
* @param {Cli_No_Terminal_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_terminal_password = /** @type {((inputs?: Cli_No_Terminal_PasswordInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Terminal_PasswordInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_terminal_password(inputs)
	return __en.cli_no_terminal_password(inputs)
});
/**
* | output |
* | --- |
* | "No terminal to ask on: pass the secret on standard input." |
*
* @param {Cli_No_Terminal_SecretInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_terminal_secret = /** @type {((inputs?: Cli_No_Terminal_SecretInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Terminal_SecretInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_terminal_secret(inputs)
	return __en.cli_no_terminal_secret(inputs)
});
/**
* | output |
* | --- |
* | "No token given." |
*
* @param {Cli_No_Token_GivenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_token_given = /** @type {((inputs?: Cli_No_Token_GivenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Token_GivenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_token_given(inputs)
	return __en.cli_no_token_given(inputs)
});
/**
* | output |
* | --- |
* | "`timetray {command}` has no option {option}." |
*
* @param {Cli_Not_An_Option_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_an_option_of = /** @type {((inputs: Cli_Not_An_Option_OfInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_An_Option_OfInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_an_option_of(inputs)
	return __en.cli_not_an_option_of(inputs)
});
/**
* | output |
* | --- |
* | "No details of this project are cached yet — run `timetray project {id}` while online." |
*
* @param {Cli_Not_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_cached = /** @type {((inputs: Cli_Not_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_cached(inputs)
	return __en.cli_not_cached(inputs)
});
/**
* | output |
* | --- |
* | "There is no project {id} in this account — `timetray projects` lists the ids." |
*
* @param {Cli_Not_In_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_in_account = /** @type {((inputs: Cli_Not_In_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_In_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_in_account(inputs)
	return __en.cli_not_in_account(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: {problem}." |
*
* @param {Cli_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_saved = /** @type {((inputs: Cli_Not_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_saved(inputs)
	return __en.cli_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Exit 0 when nothing failed (warnings allowed), 1 otherwise." |
*
* @param {Cli_Notes_DoctorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_doctor = /** @type {((inputs?: Cli_Notes_DoctorInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_DoctorInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_doctor(inputs)
	return __en.cli_notes_doctor(inputs)
});
/**
* | output |
* | --- |
* | "Exit 1 when the service does not have the project (one that was in the list is removed from the cached list too). Offline, saved details are shown as for pro..." |
*
* @param {Cli_Notes_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_project = /** @type {((inputs?: Cli_Notes_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_project(inputs)
	return __en.cli_notes_project(inputs)
});
/**
* | output |
* | --- |
* | "Archived projects are listed only with showArchived on, as in the app (`timetray config set showArchived true`); the last line says how many are hidden. --js..." |
*
* @param {Cli_Notes_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_projects = /** @type {((inputs?: Cli_Notes_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_projects(inputs)
	return __en.cli_notes_projects(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name}." |
*
* @param {Cli_Now_UsingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using = /** @type {((inputs: Cli_Now_UsingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_UsingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using(inputs)
	return __en.cli_now_using(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name} (keychain locked)." |
*
* @param {Cli_Now_Using_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_keychain_locked = /** @type {((inputs: Cli_Now_Using_Keychain_LockedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_Using_Keychain_LockedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using_keychain_locked(inputs)
	return __en.cli_now_using_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name} (keychain unavailable)." |
*
* @param {Cli_Now_Using_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_keychain_unavailable = /** @type {((inputs: Cli_Now_Using_Keychain_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_Using_Keychain_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using_keychain_unavailable(inputs)
	return __en.cli_now_using_keychain_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name} (signed out: run `timetray login`)." |
*
* @param {Cli_Now_Using_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_signed_out = /** @type {((inputs: Cli_Now_Using_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_Using_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using_signed_out(inputs)
	return __en.cli_now_using_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "the account id: the code after /a/ in the web app address" |
*
* @param {Cli_Opt_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_account_id = /** @type {((inputs?: Cli_Opt_Account_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Account_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_account_id(inputs)
	return __en.cli_opt_account_id(inputs)
});
/**
* | output |
* | --- |
* | "service address, e.g. https://app.rabbiit.com/api/v1" |
*
* @param {Cli_Opt_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_base_url = /** @type {((inputs?: Cli_Opt_Base_UrlInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Base_UrlInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_base_url(inputs)
	return __en.cli_opt_base_url(inputs)
});
/**
* | output |
* | --- |
* | "also trust the CA certificate(s) in FILE (PEM); login and import-token save its absolute path as a setting" |
*
* @param {Cli_Opt_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_ca_file = /** @type {((inputs?: Cli_Opt_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_ca_file(inputs)
	return __en.cli_opt_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "the e-mail of the account" |
*
* @param {Cli_Opt_Email_ImportInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_email_import = /** @type {((inputs?: Cli_Opt_Email_ImportInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Email_ImportInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_email_import(inputs)
	return __en.cli_opt_email_import(inputs)
});
/**
* | output |
* | --- |
* | "the e-mail you sign in with" |
*
* @param {Cli_Opt_Email_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_email_login = /** @type {((inputs?: Cli_Opt_Email_LoginInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Email_LoginInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_email_login(inputs)
	return __en.cli_opt_email_login(inputs)
});
/**
* | output |
* | --- |
* | "this help" |
*
* @param {Cli_Opt_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_help = /** @type {((inputs?: Cli_Opt_HelpInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_HelpInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_help(inputs)
	return __en.cli_opt_help(inputs)
});
/**
* | output |
* | --- |
* | "machine-readable output (shapes in `timetray --help`)" |
*
* @param {Cli_Opt_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_json = /** @type {((inputs?: Cli_Opt_JsonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_JsonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_json(inputs)
	return __en.cli_opt_json(inputs)
});
/**
* | output |
* | --- |
* | "a name for the account in lists" |
*
* @param {Cli_Opt_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_label = /** @type {((inputs?: Cli_Opt_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_label(inputs)
	return __en.cli_opt_label(inputs)
});
/**
* | output |
* | --- |
* | "an account key, label, account id or e-mail (default: the active account)" |
*
* @param {Cli_Opt_Logout_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_logout_account = /** @type {((inputs?: Cli_Opt_Logout_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Logout_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_logout_account(inputs)
	return __en.cli_opt_logout_account(inputs)
});
/**
* | output |
* | --- |
* | "a short Markdown status to paste into a client update" |
*
* @param {Cli_Opt_MarkdownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_markdown = /** @type {((inputs?: Cli_Opt_MarkdownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_MarkdownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_markdown(inputs)
	return __en.cli_opt_markdown(inputs)
});
/**
* | output |
* | --- |
* | "read the password from standard input (otherwise it is asked for on a terminal, without echo)" |
*
* @param {Cli_Opt_Password_StdinInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_password_stdin = /** @type {((inputs?: Cli_Opt_Password_StdinInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Password_StdinInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_password_stdin(inputs)
	return __en.cli_opt_password_stdin(inputs)
});
/**
* | output |
* | --- |
* | "the details last fetched on this computer, no network" |
*
* @param {Cli_Opt_Project_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_project_cached = /** @type {((inputs?: Cli_Opt_Project_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Project_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_project_cached(inputs)
	return __en.cli_opt_project_cached(inputs)
});
/**
* | output |
* | --- |
* | "show the last known list without calling the service" |
*
* @param {Cli_Opt_Projects_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_projects_cached = /** @type {((inputs?: Cli_Opt_Projects_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Projects_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_projects_cached(inputs)
	return __en.cli_opt_projects_cached(inputs)
});
/**
* | output |
* | --- |
* | "REQUIRED: the exact User-Agent the token was created with (asked for on a terminal). The service binds a token to its User-Agent and destroys it for good whe..." |
*
* @param {Cli_Opt_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_user_agent = /** @type {((inputs?: Cli_Opt_User_AgentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_User_AgentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_user_agent(inputs)
	return __en.cli_opt_user_agent(inputs)
});
/**
* | output |
* | --- |
* | "the version of timetray" |
*
* @param {Cli_Opt_VersionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_version = /** @type {((inputs?: Cli_Opt_VersionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_VersionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_version(inputs)
	return __en.cli_opt_version(inputs)
});
/**
* | output |
* | --- |
* | "--{option} is required for `timetray {command}`." |
*
* @param {Cli_Option_RequiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_option_required = /** @type {((inputs: Cli_Option_RequiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Option_RequiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_option_required(inputs)
	return __en.cli_option_required(inputs)
});
/**
* | output |
* | --- |
* | "timetray: the output could not be written ({why}) — check where standard output goes, or run the command without redirecting it." |
*
* @param {Cli_Output_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_output_failed = /** @type {((inputs: Cli_Output_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Output_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_output_failed(inputs)
	return __en.cli_output_failed(inputs)
});
/**
* | output |
* | --- |
* | "The password on standard input is empty." |
*
* @param {Cli_Password_Stdin_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_password_stdin_empty = /** @type {((inputs?: Cli_Password_Stdin_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Password_Stdin_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_password_stdin_empty(inputs)
	return __en.cli_password_stdin_empty(inputs)
});
/**
* | output |
* | --- |
* | "{money} per hour" |
*
* @param {Cli_Per_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_per_hour = /** @type {((inputs: Cli_Per_HourInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Per_HourInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_per_hour(inputs)
	return __en.cli_per_hour(inputs)
});
/**
* | output |
* | --- |
* | "{count} archived hidden (`timetray config set showArchived true` shows them)" |
*
* @param {Cli_Projects_Archived_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_archived_hidden = /** @type {((inputs: Cli_Projects_Archived_HiddenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_Archived_HiddenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_archived_hidden(inputs)
	return __en.cli_projects_archived_hidden(inputs)
});
/**
* | output |
* | --- |
* | "{count} projects" |
*
* @param {Cli_Projects_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_count = /** @type {((inputs: Cli_Projects_CountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_CountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_count(inputs)
	return __en.cli_projects_count(inputs)
});
/**
* | output |
* | --- |
* | "No projects in this account" |
*
* @param {Cli_Projects_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none = /** @type {((inputs?: Cli_Projects_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_none(inputs)
	return __en.cli_projects_none(inputs)
});
/**
* | output |
* | --- |
* | "No active projects" |
*
* @param {Cli_Projects_None_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_active = /** @type {((inputs?: Cli_Projects_None_ActiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_None_ActiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_none_active(inputs)
	return __en.cli_projects_none_active(inputs)
});
/**
* | output |
* | --- |
* | "No saved list of projects on this computer yet — run `timetray projects` to fetch it." |
*
* @param {Cli_Projects_None_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_saved = /** @type {((inputs?: Cli_Projects_None_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_None_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_none_saved(inputs)
	return __en.cli_projects_none_saved(inputs)
});
/**
* | output |
* | --- |
* | "Projects could not be listed: {problem}" |
*
* @param {Cli_Projects_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_not_listed = /** @type {((inputs: Cli_Projects_Not_ListedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_Not_ListedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_not_listed(inputs)
	return __en.cli_projects_not_listed(inputs)
});
/**
* | output |
* | --- |
* | "{count} unreadable item(s) skipped" |
*
* @param {Cli_Projects_SkippedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_skipped = /** @type {((inputs: Cli_Projects_SkippedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_SkippedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_skipped(inputs)
	return __en.cli_projects_skipped(inputs)
});
/**
* | output |
* | --- |
* | "A label with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_label = /** @type {((inputs: Cli_Quote_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Quote_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_quote_label(inputs)
	return __en.cli_quote_label(inputs)
});
/**
* | output |
* | --- |
* | "A name with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_name = /** @type {((inputs: Cli_Quote_NameInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Quote_NameInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_quote_name(inputs)
	return __en.cli_quote_name(inputs)
});
/**
* | output |
* | --- |
* | "Removed {name} (it was not signed in)." |
*
* @param {Cli_Removed_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_not_signed_in = /** @type {((inputs: Cli_Removed_Not_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_Not_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_not_signed_in(inputs)
	return __en.cli_removed_not_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Removed {name} and deleted its token from the keychain, but the service could not be told: the token stays valid there until it goes unused for 30 days." |
*
* @param {Cli_Removed_Not_ToldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_not_told = /** @type {((inputs: Cli_Removed_Not_ToldInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_Not_ToldInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_not_told(inputs)
	return __en.cli_removed_not_told(inputs)
});
/**
* | output |
* | --- |
* | "Removed {name}. Its token was revoked at the service and deleted from the keychain." |
*
* @param {Cli_Removed_RevokedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_revoked = /** @type {((inputs: Cli_Removed_RevokedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_RevokedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_revoked(inputs)
	return __en.cli_removed_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Showing the saved details from {when}: it could not be refreshed ({why}). `{cached}` shows it without asking the service." |
*
* @param {Cli_Saved_Details_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_details_notice = /** @type {((inputs: Cli_Saved_Details_NoticeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Saved_Details_NoticeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_saved_details_notice(inputs)
	return __en.cli_saved_details_notice(inputs)
});
/**
* | output |
* | --- |
* | "Showing the saved list from {when}: it could not be refreshed ({why}). `{cached}` shows it without asking the service." |
*
* @param {Cli_Saved_List_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_list_notice = /** @type {((inputs: Cli_Saved_List_NoticeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Saved_List_NoticeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_saved_list_notice(inputs)
	return __en.cli_saved_list_notice(inputs)
});
/**
* | output |
* | --- |
* | "See `timetray {command} --help`." |
*
* @param {Cli_See_Command_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_see_command_help = /** @type {((inputs: Cli_See_Command_HelpInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_See_Command_HelpInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_see_command_help(inputs)
	return __en.cli_see_command_help(inputs)
});
/**
* | output |
* | --- |
* | "See `timetray --help`." |
*
* @param {Cli_See_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_see_help = /** @type {((inputs?: Cli_See_HelpInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_See_HelpInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_see_help(inputs)
	return __en.cli_see_help(inputs)
});
/**
* | output |
* | --- |
* | "{key} must be {accepted}; got \"{text}\"." |
*
* @param {Cli_Setting_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_setting_refused = /** @type {((inputs: Cli_Setting_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Setting_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_setting_refused(inputs)
	return __en.cli_setting_refused(inputs)
});
/**
* | output |
* | --- |
* | "\"{text}\" matches several accounts; use one of the keys: {keys}" |
*
* @param {Cli_Several_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_several_accounts = /** @type {((inputs: Cli_Several_AccountsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Several_AccountsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_several_accounts(inputs)
	return __en.cli_several_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Signed in as {name}, account {accountId}. {projects} Account key: {key}" |
*
* @param {Cli_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_signed_in_as = /** @type {((inputs: Cli_Signed_In_AsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Signed_In_AsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_signed_in_as(inputs)
	return __en.cli_signed_in_as(inputs)
});
/**
* | output |
* | --- |
* | "{count} projects." |
*
* @param {Cli_Signed_In_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_signed_in_count = /** @type {((inputs: Cli_Signed_In_CountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Signed_In_CountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_signed_in_count(inputs)
	return __en.cli_signed_in_count(inputs)
});
/**
* | output |
* | --- |
* | "keychain locked" |
*
* @param {Cli_State_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_keychain_locked = /** @type {((inputs?: Cli_State_Keychain_LockedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Keychain_LockedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_keychain_locked(inputs)
	return __en.cli_state_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "keychain unavailable" |
*
* @param {Cli_State_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_keychain_unavailable = /** @type {((inputs?: Cli_State_Keychain_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Keychain_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_keychain_unavailable(inputs)
	return __en.cli_state_keychain_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "signed in" |
*
* @param {Cli_State_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_signed_in = /** @type {((inputs?: Cli_State_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_signed_in(inputs)
	return __en.cli_state_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "signed out" |
*
* @param {Cli_State_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_signed_out = /** @type {((inputs?: Cli_State_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_signed_out(inputs)
	return __en.cli_state_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "{name}, account {accountId} at {baseUrl}" |
*
* @param {Cli_Status_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_account = /** @type {((inputs: Cli_Status_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_account(inputs)
	return __en.cli_status_account(inputs)
});
/**
* | output |
* | --- |
* | "active" |
*
* @param {Cli_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_active = /** @type {((inputs?: Cli_Status_ActiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_ActiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_active(inputs)
	return __en.cli_status_active(inputs)
});
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Cli_Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_archived = /** @type {((inputs?: Cli_Status_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_archived(inputs)
	return __en.cli_status_archived(inputs)
});
/**
* | output |
* | --- |
* | "{count} cached projects." |
*
* @param {Cli_Status_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_cached = /** @type {((inputs: Cli_Status_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_cached(inputs)
	return __en.cli_status_cached(inputs)
});
/**
* | output |
* | --- |
* | "{count} cached projects, last refreshed {when}." |
*
* @param {Cli_Status_Cached_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_cached_refreshed = /** @type {((inputs: Cli_Status_Cached_RefreshedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Cached_RefreshedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_cached_refreshed(inputs)
	return __en.cli_status_cached_refreshed(inputs)
});
/**
* | output |
* | --- |
* | "(keychain unavailable) {problem}" |
*
* @param {Cli_Status_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_keychain_unavailable = /** @type {((inputs: Cli_Status_Keychain_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Keychain_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_keychain_unavailable(inputs)
	return __en.cli_status_keychain_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "No account. Add one with `timetray login`." |
*
* @param {Cli_Status_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_no_account = /** @type {((inputs?: Cli_Status_No_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_No_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_no_account(inputs)
	return __en.cli_status_no_account(inputs)
});
/**
* | output |
* | --- |
* | "Signed in." |
*
* @param {Cli_Status_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_in = /** @type {((inputs?: Cli_Status_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_signed_in(inputs)
	return __en.cli_status_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Signed out." |
*
* @param {Cli_Status_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_out = /** @type {((inputs?: Cli_Status_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_signed_out(inputs)
	return __en.cli_status_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed out: {reason}" |
*
* @param {Cli_Status_Signed_Out_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_out_why = /** @type {((inputs: Cli_Status_Signed_Out_WhyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Signed_Out_WhyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_signed_out_why(inputs)
	return __en.cli_status_signed_out_why(inputs)
});
/**
* | output |
* | --- |
* | "Also trusting the CA certificate(s) in {file}." |
*
* @param {Cli_Status_TrustingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_trusting = /** @type {((inputs: Cli_Status_TrustingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_TrustingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_trusting(inputs)
	return __en.cli_status_trusting(inputs)
});
/**
* | output |
* | --- |
* | "Standard input holds more than {kib} KiB, more than any password or token: pipe in only the secret." |
*
* @param {Cli_Stdin_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_stdin_too_long = /** @type {((inputs: Cli_Stdin_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Stdin_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_stdin_too_long(inputs)
	return __en.cli_stdin_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Standard input holds more than {kib} KiB, more than any password or token: pipe in only the secret (e.g. `{example}`)." |
*
* @param {Cli_Stdin_Too_Long_ExampleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_stdin_too_long_example = /** @type {((inputs: Cli_Stdin_Too_Long_ExampleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Stdin_Too_Long_ExampleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_stdin_too_long_example(inputs)
	return __en.cli_stdin_too_long_example(inputs)
});
/**
* | output |
* | --- |
* | "List the accounts added on this computer." |
*
* @param {Cli_Summary_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_accounts = /** @type {((inputs?: Cli_Summary_AccountsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_AccountsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_accounts(inputs)
	return __en.cli_summary_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Print a completion script for the shell: commands, options and setting keys (see \"Shell completion\" in the README to install it)." |
*
* @param {Cli_Summary_CompletionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_completion = /** @type {((inputs?: Cli_Summary_CompletionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_CompletionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_completion(inputs)
	return __en.cli_summary_completion(inputs)
});
/**
* | output |
* | --- |
* | "List the settings (no secrets; the keychain and the network are not used). `config get KEY` prints one setting; `config set KEY VALUE` changes one, VALUE che..." |
*
* @param {Cli_Summary_ConfigInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_config = /** @type {((inputs?: Cli_Summary_ConfigInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_ConfigInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_config(inputs)
	return __en.cli_summary_config(inputs)
});
/**
* | output |
* | --- |
* | "Check the keychain, tray host, session type, shortcut, proxy, CA file, each account's service (TLS, issuer, time taken), clock and accounts, and print the fi..." |
*
* @param {Cli_Summary_DoctorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_doctor = /** @type {((inputs?: Cli_Summary_DoctorInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_DoctorInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_doctor(inputs)
	return __en.cli_summary_doctor(inputs)
});
/**
* | output |
* | --- |
* | "Adopt a token created elsewhere (e.g. with curl). The token is read from standard input (asked for without echo on a terminal)." |
*
* @param {Cli_Summary_Import_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_import_token = /** @type {((inputs?: Cli_Summary_Import_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_Import_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_import_token(inputs)
	return __en.cli_summary_import_token(inputs)
});
/**
* | output |
* | --- |
* | "Sign in and make the account active." |
*
* @param {Cli_Summary_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_login = /** @type {((inputs?: Cli_Summary_LoginInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_LoginInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_login(inputs)
	return __en.cli_summary_login(inputs)
});
/**
* | output |
* | --- |
* | "Revoke the token at the service and delete it from the keychain." |
*
* @param {Cli_Summary_LogoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_logout = /** @type {((inputs?: Cli_Summary_LogoutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_LogoutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_logout(inputs)
	return __en.cli_summary_logout(inputs)
});
/**
* | output |
* | --- |
* | "Show project ID's details: customer, status, rate, hours, value, members, open tasks, dates (fetched from the service: the list has no totals)." |
*
* @param {Cli_Summary_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_project = /** @type {((inputs?: Cli_Summary_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_project(inputs)
	return __en.cli_summary_project(inputs)
});
/**
* | output |
* | --- |
* | "List the active account's projects, grouped by customer." |
*
* @param {Cli_Summary_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_projects = /** @type {((inputs?: Cli_Summary_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_projects(inputs)
	return __en.cli_summary_projects(inputs)
});
/**
* | output |
* | --- |
* | "Sign out of ACCOUNT (key, label, account id or e-mail), revoking its token at the service, and remove it from this computer's list." |
*
* @param {Cli_Summary_RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_remove = /** @type {((inputs?: Cli_Summary_RemoveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_RemoveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_remove(inputs)
	return __en.cli_summary_remove(inputs)
});
/**
* | output |
* | --- |
* | "Rename customer ID to NAME (quote a NAME with spaces: \"Acme Brasil Ltda\")." |
*
* @param {Cli_Summary_Rename_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_rename_customer = /** @type {((inputs?: Cli_Summary_Rename_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_Rename_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_rename_customer(inputs)
	return __en.cli_summary_rename_customer(inputs)
});
/**
* | output |
* | --- |
* | "Show the active account, whether it is signed in, and any extra CA in effect (no network call)." |
*
* @param {Cli_Summary_StatusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_status = /** @type {((inputs?: Cli_Summary_StatusInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_StatusInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_status(inputs)
	return __en.cli_summary_status(inputs)
});
/**
* | output |
* | --- |
* | "Make ACCOUNT (key, label, account id or e-mail) the active one." |
*
* @param {Cli_Summary_UseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_use = /** @type {((inputs?: Cli_Summary_UseInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_UseInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_use(inputs)
	return __en.cli_summary_use(inputs)
});
/**
* | output |
* | --- |
* | "{option} takes no value." |
*
* @param {Cli_Takes_No_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_takes_no_value = /** @type {((inputs: Cli_Takes_No_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Takes_No_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_takes_no_value(inputs)
	return __en.cli_takes_no_value(inputs)
});
/**
* | output |
* | --- |
* | "The token on standard input is empty." |
*
* @param {Cli_Token_Stdin_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_token_stdin_empty = /** @type {((inputs?: Cli_Token_Stdin_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Token_Stdin_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_token_stdin_empty(inputs)
	return __en.cli_token_stdin_empty(inputs)
});
/**
* | output |
* | --- |
* | "Trusting {name} (EXPIRED on {date})." |
*
* @param {Cli_Trusting_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_trusting_expired = /** @type {((inputs: Cli_Trusting_ExpiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Trusting_ExpiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_trusting_expired(inputs)
	return __en.cli_trusting_expired(inputs)
});
/**
* | output |
* | --- |
* | "Trusting {name} (valid until {date})." |
*
* @param {Cli_Trusting_ValidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_trusting_valid = /** @type {((inputs: Cli_Trusting_ValidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Trusting_ValidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_trusting_valid(inputs)
	return __en.cli_trusting_valid(inputs)
});
/**
* | output |
* | --- |
* | "Unknown command \"{name}\"." |
*
* @param {Cli_Unknown_CommandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_command = /** @type {((inputs: Cli_Unknown_CommandInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_CommandInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_command(inputs)
	return __en.cli_unknown_command(inputs)
});
/**
* | output |
* | --- |
* | "Unknown command \"{name}\". Did you mean `{nearest}`?" |
*
* @param {Cli_Unknown_Command_NearestInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_command_nearest = /** @type {((inputs: Cli_Unknown_Command_NearestInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_Command_NearestInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_command_nearest(inputs)
	return __en.cli_unknown_command_nearest(inputs)
});
/**
* | output |
* | --- |
* | "Unknown option {option}." |
*
* @param {Cli_Unknown_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_option = /** @type {((inputs: Cli_Unknown_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_option(inputs)
	return __en.cli_unknown_option(inputs)
});
/**
* | output |
* | --- |
* | "Unknown option {option} for `timetray {command}`." |
*
* @param {Cli_Unknown_Option_ForInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_option_for = /** @type {((inputs: Cli_Unknown_Option_ForInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_Option_ForInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_option_for(inputs)
	return __en.cli_unknown_option_for(inputs)
});
/**
* | output |
* | --- |
* | "Unknown setting \"{text}\". Settings: {keys}." |
*
* @param {Cli_Unknown_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_setting = /** @type {((inputs: Cli_Unknown_SettingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_SettingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_setting(inputs)
	return __en.cli_unknown_setting(inputs)
});
/**
* | output |
* | --- |
* | "No completion for \"{shell}\": choose {shells}." |
*
* @param {Cli_Unknown_ShellInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_shell = /** @type {((inputs: Cli_Unknown_ShellInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_ShellInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_shell(inputs)
	return __en.cli_unknown_shell(inputs)
});
/**
* | output |
* | --- |
* | "Give the exact User-Agent the token was created with (curl sends e.g. \"{example}\")." |
*
* @param {Cli_User_Agent_GiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_give = /** @type {((inputs: Cli_User_Agent_GiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_User_Agent_GiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_user_agent_give(inputs)
	return __en.cli_user_agent_give(inputs)
});
/**
* | output |
* | --- |
* | "--user-agent is required: give the exact User-Agent the token was created with (e.g. \"{example}\"). The service binds a token to its User-Agent and destroys i..." |
*
* @param {Cli_User_Agent_RequiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_required = /** @type {((inputs: Cli_User_Agent_RequiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_User_Agent_RequiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_user_agent_required(inputs)
	return __en.cli_user_agent_required(inputs)
});
/**
* | output |
* | --- |
* | "The service binds a token to the User-Agent that created it and destroys the token for good when it sees another one." |
*
* @param {Cli_User_Agent_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_why = /** @type {((inputs?: Cli_User_Agent_WhyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_User_Agent_WhyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_user_agent_why(inputs)
	return __en.cli_user_agent_why(inputs)
});
/**
* | output |
* | --- |
* | "Check the e-mail and the password, and that the account id is the code after /a/ in the web app's address, e.g. {example}" |
*
* @param {Cli_What_To_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_what_to_check = /** @type {((inputs: Cli_What_To_CheckInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_What_To_CheckInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_what_to_check(inputs)
	return __en.cli_what_to_check(inputs)
});
/**
* | output |
* | --- |
* | "yes" |
*
* @param {Cli_YesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_yes = /** @type {((inputs?: Cli_YesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_YesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_yes(inputs)
	return __en.cli_yes(inputs)
});
/**
* | output |
* | --- |
* | "Copied ✓" |
*
* @param {CopiedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copied = /** @type {((inputs?: CopiedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<CopiedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.copied(inputs)
	return __en.copied(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} · Markdown for a client update" |
*
* @param {Copy_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copy_hint = /** @type {((inputs: Copy_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.copy_hint(inputs)
	return __en.copy_hint(inputs)
});
/**
* | output |
* | --- |
* | "Copy summary" |
*
* @param {Copy_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copy_summary = /** @type {((inputs?: Copy_SummaryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_SummaryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.copy_summary(inputs)
	return __en.copy_summary(inputs)
});
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Customer_FallbackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const customer_fallback = /** @type {((inputs: Customer_FallbackInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Customer_FallbackInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.customer_fallback(inputs)
	return __en.customer_fallback(inputs)
});
/**
* | output |
* | --- |
* | "Showing the details Timetray saved earlier." |
*
* @param {Details_Saved_EarlierInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const details_saved_earlier = /** @type {((inputs?: Details_Saved_EarlierInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Details_Saved_EarlierInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.details_saved_earlier(inputs)
	return __en.details_saved_earlier(inputs)
});
/**
* | output |
* | --- |
* | "The service sent an answer Timetray could not read." |
*
* @param {Error_Bad_ResponseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_bad_response = /** @type {((inputs?: Error_Bad_ResponseInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Bad_ResponseInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_bad_response(inputs)
	return __en.error_bad_response(inputs)
});
/**
* | output |
* | --- |
* | "The service address must start with https://." |
*
* @param {Error_Insecure_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_insecure_url = /** @type {((inputs?: Error_Insecure_UrlInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Insecure_UrlInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_insecure_url(inputs)
	return __en.error_insecure_url(inputs)
});
/**
* | output |
* | --- |
* | "Timetray could not reach the service. Check your internet connection." |
*
* @param {Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_network = /** @type {((inputs?: Error_NetworkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_NetworkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_network(inputs)
	return __en.error_network(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong talking to the service." |
*
* @param {Error_OtherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_other = /** @type {((inputs?: Error_OtherInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_OtherInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_other(inputs)
	return __en.error_other(inputs)
});
/**
* | output |
* | --- |
* | "The service asked Timetray to slow down for a moment." |
*
* @param {Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_rate_limited = /** @type {((inputs?: Error_Rate_LimitedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Rate_LimitedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_rate_limited(inputs)
	return __en.error_rate_limited(inputs)
});
/**
* | output |
* | --- |
* | "The service sent Timetray elsewhere, which it does not follow for safety." |
*
* @param {Error_RedirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_redirect = /** @type {((inputs?: Error_RedirectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_RedirectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_redirect(inputs)
	return __en.error_redirect(inputs)
});
/**
* | output |
* | --- |
* | "The service had a problem on its side." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_server = /** @type {((inputs?: Error_ServerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ServerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_server(inputs)
	return __en.error_server(inputs)
});
/**
* | output |
* | --- |
* | "You are signed out." |
*
* @param {Error_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_signed_out = /** @type {((inputs?: Error_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_signed_out(inputs)
	return __en.error_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "The service took too long to answer." |
*
* @param {Error_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_timeout = /** @type {((inputs?: Error_TimeoutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_TimeoutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_timeout(inputs)
	return __en.error_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The service ended this session." |
*
* @param {Error_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_unauthorized = /** @type {((inputs?: Error_UnauthorizedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_UnauthorizedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.error_unauthorized(inputs)
	return __en.error_unauthorized(inputs)
});
/**
* | output |
* | --- |
* | "Everything looks fine." |
*
* @param {Health_All_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_all_fine = /** @type {((inputs?: Health_All_FineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_All_FineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_all_fine(inputs)
	return __en.health_all_fine(inputs)
});
/**
* | output |
* | --- |
* | "Health check…" |
*
* @param {Health_Check_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_check_button = /** @type {((inputs?: Health_Check_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_Check_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_check_button(inputs)
	return __en.health_check_button(inputs)
});
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Health_CheckingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_checking = /** @type {((inputs?: Health_CheckingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_CheckingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_checking(inputs)
	return __en.health_checking(inputs)
});
/**
* | output |
* | --- |
* | "Fix:" |
*
* @param {Health_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_fix = /** @type {((inputs?: Health_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_fix(inputs)
	return __en.health_fix(inputs)
});
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
export const health_found = /** @type {((inputs: Health_FoundInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_FoundInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_found(inputs)
	return __en.health_found(inputs)
});
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
export const health_problems = /** @type {((inputs: Health_ProblemsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_ProblemsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_problems(inputs)
	return __en.health_problems(inputs)
});
/**
* | output |
* | --- |
* | "Run checks" |
*
* @param {Health_RunInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_run = /** @type {((inputs?: Health_RunInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_RunInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_run(inputs)
	return __en.health_run(inputs)
});
/**
* | output |
* | --- |
* | "Run checks again" |
*
* @param {Health_Run_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_run_again = /** @type {((inputs?: Health_Run_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_Run_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_run_again(inputs)
	return __en.health_run_again(inputs)
});
/**
* | output |
* | --- |
* | "Problem" |
*
* @param {Health_Status_FailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_fail = /** @type {((inputs?: Health_Status_FailInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_Status_FailInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_status_fail(inputs)
	return __en.health_status_fail(inputs)
});
/**
* | output |
* | --- |
* | "OK" |
*
* @param {Health_Status_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_ok = /** @type {((inputs?: Health_Status_OkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_Status_OkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_status_ok(inputs)
	return __en.health_status_ok(inputs)
});
/**
* | output |
* | --- |
* | "Warning" |
*
* @param {Health_Status_WarnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_warn = /** @type {((inputs?: Health_Status_WarnInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_Status_WarnInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_status_warn(inputs)
	return __en.health_status_warn(inputs)
});
/**
* | output |
* | --- |
* | "Health" |
*
* @param {Health_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_title = /** @type {((inputs?: Health_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_title(inputs)
	return __en.health_title(inputs)
});
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
export const health_warnings = /** @type {((inputs: Health_WarningsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_WarningsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.health_warnings(inputs)
	return __en.health_warnings(inputs)
});
/**
* | output |
* | --- |
* | "Hide money amounts" |
*
* @param {Hide_MoneyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const hide_money = /** @type {((inputs?: Hide_MoneyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hide_MoneyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.hide_money(inputs)
	return __en.hide_money(inputs)
});
/**
* | output |
* | --- |
* | "Rates and values show as ••• in the window, the tray and copied summaries (for screen sharing)." |
*
* @param {Hide_Money_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const hide_money_hint = /** @type {((inputs?: Hide_Money_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hide_Money_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.hide_money_hint(inputs)
	return __en.hide_money_hint(inputs)
});
/**
* | output |
* | --- |
* | "Every hour" |
*
* @param {Interval_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_hour = /** @type {((inputs?: Interval_HourInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Interval_HourInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.interval_hour(inputs)
	return __en.interval_hour(inputs)
});
/**
* | output |
* | --- |
* | "Only when I refresh" |
*
* @param {Interval_ManualInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_manual = /** @type {((inputs?: Interval_ManualInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Interval_ManualInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.interval_manual(inputs)
	return __en.interval_manual(inputs)
});
/**
* | output |
* | --- |
* | "Every {minutes} minutes" |
*
* @param {Interval_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_minutes = /** @type {((inputs: Interval_MinutesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Interval_MinutesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.interval_minutes(inputs)
	return __en.interval_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Keychain locked" |
*
* @param {Keychain_Locked_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const keychain_locked_title = /** @type {((inputs?: Keychain_Locked_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keychain_Locked_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.keychain_locked_title(inputs)
	return __en.keychain_locked_title(inputs)
});
/**
* | output |
* | --- |
* | "Account ID" |
*
* @param {Label_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_account_id = /** @type {((inputs?: Label_Account_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Account_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_account_id(inputs)
	return __en.label_account_id(inputs)
});
/**
* | output |
* | --- |
* | "API base URL" |
*
* @param {Label_Api_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_api_base_url = /** @type {((inputs?: Label_Api_Base_UrlInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Api_Base_UrlInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_api_base_url(inputs)
	return __en.label_api_base_url(inputs)
});
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Label_BillingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_billing = /** @type {((inputs?: Label_BillingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_BillingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_billing(inputs)
	return __en.label_billing(inputs)
});
/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Label_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_changed = /** @type {((inputs?: Label_ChangedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_ChangedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_changed(inputs)
	return __en.label_changed(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_created = /** @type {((inputs?: Label_CreatedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_CreatedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_created(inputs)
	return __en.label_created(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_description = /** @type {((inputs?: Label_DescriptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_DescriptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_description(inputs)
	return __en.label_description(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Label_EmailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_email = /** @type {((inputs?: Label_EmailInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_EmailInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_email(inputs)
	return __en.label_email(inputs)
});
/**
* | output |
* | --- |
* | "Extra CA file" |
*
* @param {Label_Extra_CaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_extra_ca = /** @type {((inputs?: Label_Extra_CaInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Extra_CaInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_extra_ca(inputs)
	return __en.label_extra_ca(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Label_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_language = /** @type {((inputs?: Label_LanguageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_LanguageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_language(inputs)
	return __en.label_language(inputs)
});
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Label_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_members = /** @type {((inputs?: Label_MembersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_MembersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_members(inputs)
	return __en.label_members(inputs)
});
/**
* | output |
* | --- |
* | "Open tasks" |
*
* @param {Label_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_open_tasks = /** @type {((inputs?: Label_Open_TasksInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Open_TasksInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_open_tasks(inputs)
	return __en.label_open_tasks(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Label_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_password = /** @type {((inputs?: Label_PasswordInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_PasswordInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_password(inputs)
	return __en.label_password(inputs)
});
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Label_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_rate = /** @type {((inputs?: Label_RateInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_RateInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_rate(inputs)
	return __en.label_rate(inputs)
});
/**
* | output |
* | --- |
* | "Refresh projects" |
*
* @param {Label_Refresh_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_refresh_projects = /** @type {((inputs?: Label_Refresh_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Refresh_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_refresh_projects(inputs)
	return __en.label_refresh_projects(inputs)
});
/**
* | output |
* | --- |
* | "Global shortcut to open Timetray" |
*
* @param {Label_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_shortcut = /** @type {((inputs?: Label_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_shortcut(inputs)
	return __en.label_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Label_TimeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_time = /** @type {((inputs?: Label_TimeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_TimeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_time(inputs)
	return __en.label_time(inputs)
});
/**
* | output |
* | --- |
* | "Token" |
*
* @param {Label_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_token = /** @type {((inputs?: Label_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_token(inputs)
	return __en.label_token(inputs)
});
/**
* | output |
* | --- |
* | "User-Agent it was created with" |
*
* @param {Label_Token_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_token_user_agent = /** @type {((inputs?: Label_Token_User_AgentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Token_User_AgentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_token_user_agent(inputs)
	return __en.label_token_user_agent(inputs)
});
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Label_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_value = /** @type {((inputs?: Label_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_value(inputs)
	return __en.label_value(inputs)
});
/**
* | output |
* | --- |
* | "Automatic (system language)" |
*
* @param {Language_AutoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_auto = /** @type {((inputs?: Language_AutoInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_AutoInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.language_auto(inputs)
	return __en.language_auto(inputs)
});
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_EnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_en = /** @type {((inputs?: Language_EnInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_EnInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.language_en(inputs)
	return __en.language_en(inputs)
});
/**
* | output |
* | --- |
* | "Português (Brasil)" |
*
* @param {Language_Pt_BrInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_pt_br = /** @type {((inputs?: Language_Pt_BrInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Pt_BrInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.language_pt_br(inputs)
	return __en.language_pt_br(inputs)
});
/**
* | output |
* | --- |
* | "last used {count} days ago" |
*
* @param {Last_Used_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_days = /** @type {((inputs: Last_Used_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last_Used_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.last_used_days(inputs)
	return __en.last_used_days(inputs)
});
/**
* | output |
* | --- |
* | "last used today" |
*
* @param {Last_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_today = /** @type {((inputs?: Last_Used_TodayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last_Used_TodayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.last_used_today(inputs)
	return __en.last_used_today(inputs)
});
/**
* | output |
* | --- |
* | "last use unknown" |
*
* @param {Last_Used_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_unknown = /** @type {((inputs?: Last_Used_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last_Used_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.last_used_unknown(inputs)
	return __en.last_used_unknown(inputs)
});
/**
* | output |
* | --- |
* | "last used yesterday" |
*
* @param {Last_Used_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_yesterday = /** @type {((inputs?: Last_Used_YesterdayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last_Used_YesterdayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.last_used_yesterday(inputs)
	return __en.last_used_yesterday(inputs)
});
/**
* | output |
* | --- |
* | "Launch Timetray at login" |
*
* @param {Launch_At_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const launch_at_login = /** @type {((inputs?: Launch_At_LoginInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Launch_At_LoginInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.launch_at_login(inputs)
	return __en.launch_at_login(inputs)
});
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const loading = /** @type {((inputs?: LoadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<LoadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.loading(inputs)
	return __en.loading(inputs)
});
/**
* | output |
* | --- |
* | "Loading projects…" |
*
* @param {Loading_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const loading_projects = /** @type {((inputs?: Loading_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loading_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.loading_projects(inputs)
	return __en.loading_projects(inputs)
});
/**
* | output |
* | --- |
* | "hidden" |
*
* @param {Money_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const money_hidden = /** @type {((inputs?: Money_HiddenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Money_HiddenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.money_hidden(inputs)
	return __en.money_hidden(inputs)
});
/**
* | output |
* | --- |
* | "None: only the system’s trusted CAs." |
*
* @param {No_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_ca_file = /** @type {((inputs?: No_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.no_ca_file(inputs)
	return __en.no_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_customer = /** @type {((inputs?: No_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.no_customer(inputs)
	return __en.no_customer(inputs)
});
/**
* | output |
* | --- |
* | "Nothing matches “{query}”." |
*
* @param {No_MatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_match = /** @type {((inputs: No_MatchInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_MatchInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.no_match(inputs)
	return __en.no_match(inputs)
});
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
export const no_match_archived = /** @type {((inputs: No_Match_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Match_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.no_match_archived(inputs)
	return __en.no_match_archived(inputs)
});
/**
* | output |
* | --- |
* | "No projects yet." |
*
* @param {No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_projects = /** @type {((inputs?: No_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.no_projects(inputs)
	return __en.no_projects(inputs)
});
/**
* | output |
* | --- |
* | "Not billable" |
*
* @param {Not_BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const not_billable = /** @type {((inputs?: Not_BillableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_BillableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.not_billable(inputs)
	return __en.not_billable(inputs)
});
/**
* | output |
* | --- |
* | "not refreshed yet" |
*
* @param {Not_Refreshed_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const not_refreshed_yet = /** @type {((inputs?: Not_Refreshed_YetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Refreshed_YetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.not_refreshed_yet(inputs)
	return __en.not_refreshed_yet(inputs)
});
/**
* | output |
* | --- |
* | "Project #{id}" |
*
* @param {Project_FallbackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const project_fallback = /** @type {((inputs: Project_FallbackInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_FallbackInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.project_fallback(inputs)
	return __en.project_fallback(inputs)
});
/**
* | output |
* | --- |
* | "This project no longer exists at the service — it was removed from the list." |
*
* @param {Project_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const project_gone = /** @type {((inputs?: Project_GoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_GoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.project_gone(inputs)
	return __en.project_gone(inputs)
});
/**
* | output |
* | --- |
* | "Projects by customer" |
*
* @param {Projects_By_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const projects_by_customer = /** @type {((inputs?: Projects_By_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_By_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.projects_by_customer(inputs)
	return __en.projects_by_customer(inputs)
});
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
export const projects_unit = /** @type {((inputs: Projects_UnitInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_UnitInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.projects_unit(inputs)
	return __en.projects_unit(inputs)
});
/**
* | output |
* | --- |
* | "{amount} / h" |
*
* @param {Rate_Per_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rate_per_hour = /** @type {((inputs: Rate_Per_HourInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rate_Per_HourInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.rate_per_hour(inputs)
	return __en.rate_per_hour(inputs)
});
/**
* | output |
* | --- |
* | "Refresh projects" |
*
* @param {Refresh_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refresh_projects = /** @type {((inputs?: Refresh_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refresh_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.refresh_projects(inputs)
	return __en.refresh_projects(inputs)
});
/**
* | output |
* | --- |
* | "Refresh ({shortcut})" |
*
* @param {Refresh_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refresh_title = /** @type {((inputs: Refresh_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refresh_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.refresh_title(inputs)
	return __en.refresh_title(inputs)
});
/**
* | output |
* | --- |
* | "Refreshing…" |
*
* @param {RefreshingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refreshing = /** @type {((inputs?: RefreshingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RefreshingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.refreshing(inputs)
	return __en.refreshing(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove = /** @type {((inputs?: RemoveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RemoveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.remove(inputs)
	return __en.remove(inputs)
});
/**
* | output |
* | --- |
* | "Timetray ends its session at the service and forgets the account on this computer." |
*
* @param {Remove_Account_DetailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_detail = /** @type {((inputs?: Remove_Account_DetailInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remove_Account_DetailInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.remove_account_detail(inputs)
	return __en.remove_account_detail(inputs)
});
/**
* | output |
* | --- |
* | "Remove this account…" |
*
* @param {Remove_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_menu = /** @type {((inputs?: Remove_Account_MenuInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remove_Account_MenuInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.remove_account_menu(inputs)
	return __en.remove_account_menu(inputs)
});
/**
* | output |
* | --- |
* | "Remove {label}?" |
*
* @param {Remove_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_title = /** @type {((inputs: Remove_Account_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remove_Account_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.remove_account_title(inputs)
	return __en.remove_account_title(inputs)
});
/**
* | output |
* | --- |
* | "Removing…" |
*
* @param {RemovingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const removing = /** @type {((inputs?: RemovingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RemovingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.removing(inputs)
	return __en.removing(inputs)
});
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {RenameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename = /** @type {((inputs?: RenameInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RenameInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.rename(inputs)
	return __en.rename(inputs)
});
/**
* | output |
* | --- |
* | "Type a new name, or press Esc to keep the current one." |
*
* @param {Rename_BlankInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_blank = /** @type {((inputs?: Rename_BlankInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rename_BlankInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.rename_blank(inputs)
	return __en.rename_blank(inputs)
});
/**
* | output |
* | --- |
* | "Rename customer {label}" |
*
* @param {Rename_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_customer = /** @type {((inputs: Rename_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rename_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.rename_customer(inputs)
	return __en.rename_customer(inputs)
});
/**
* | output |
* | --- |
* | "New name for {label}" |
*
* @param {Rename_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_new_name_for = /** @type {((inputs: Rename_New_Name_ForInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rename_New_Name_ForInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.rename_new_name_for(inputs)
	return __en.rename_new_name_for(inputs)
});
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const retry = /** @type {((inputs?: RetryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RetryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.retry(inputs)
	return __en.retry(inputs)
});
/**
* | output |
* | --- |
* | "Retrying…" |
*
* @param {RetryingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const retrying = /** @type {((inputs?: RetryingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RetryingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.retrying(inputs)
	return __en.retrying(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const save = /** @type {((inputs?: SaveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SaveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.save(inputs)
	return __en.save(inputs)
});
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved = /** @type {((inputs?: SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.saved(inputs)
	return __en.saved(inputs)
});
/**
* | output |
* | --- |
* | "the list below is the saved one." |
*
* @param {Saved_List_NoteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved_list_note = /** @type {((inputs?: Saved_List_NoteInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_List_NoteInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.saved_list_note(inputs)
	return __en.saved_list_note(inputs)
});
/**
* | output |
* | --- |
* | "the list below is the saved one from {time}." |
*
* @param {Saved_List_Note_FromInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved_list_note_from = /** @type {((inputs: Saved_List_Note_FromInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_List_Note_FromInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.saved_list_note_from(inputs)
	return __en.saved_list_note_from(inputs)
});
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {SavingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saving = /** @type {((inputs?: SavingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SavingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.saving(inputs)
	return __en.saving(inputs)
});
/**
* | output |
* | --- |
* | "Every word must match a project, its customer or its #id. ↓ moves to the list." |
*
* @param {Search_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_hint = /** @type {((inputs?: Search_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.search_hint(inputs)
	return __en.search_hint(inputs)
});
/**
* | output |
* | --- |
* | "Search projects" |
*
* @param {Search_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_label = /** @type {((inputs?: Search_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.search_label(inputs)
	return __en.search_label(inputs)
});
/**
* | output |
* | --- |
* | "Search projects…" |
*
* @param {Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_placeholder = /** @type {((inputs?: Search_PlaceholderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_PlaceholderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.search_placeholder(inputs)
	return __en.search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Service address" |
*
* @param {Service_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const service_address = /** @type {((inputs?: Service_AddressInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_AddressInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.service_address(inputs)
	return __en.service_address(inputs)
});
/**
* | output |
* | --- |
* | "Set shortcut" |
*
* @param {Set_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const set_shortcut = /** @type {((inputs?: Set_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.set_shortcut(inputs)
	return __en.set_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings = /** @type {((inputs?: SettingsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SettingsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.settings(inputs)
	return __en.settings(inputs)
});
/**
* | output |
* | --- |
* | "Settings and health check…" |
*
* @param {Settings_And_Health_LinkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings_and_health_link = /** @type {((inputs?: Settings_And_Health_LinkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_And_Health_LinkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.settings_and_health_link(inputs)
	return __en.settings_and_health_link(inputs)
});
/**
* | output |
* | --- |
* | "settings.json held values Timetray could not use; they are back at their defaults:" |
*
* @param {Settings_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings_problems = /** @type {((inputs?: Settings_ProblemsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_ProblemsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.settings_problems(inputs)
	return __en.settings_problems(inputs)
});
/**
* | output |
* | --- |
* | "Off by default. Modifiers and one key, e.g. {example}." |
*
* @param {Shortcut_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_hint = /** @type {((inputs: Shortcut_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shortcut_hint(inputs)
	return __en.shortcut_hint(inputs)
});
/**
* | output |
* | --- |
* | "On Wayland the shortcut works only through your desktop's global-shortcuts portal, which may ask you to confirm it." |
*
* @param {Shortcut_Hint_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_hint_wayland = /** @type {((inputs?: Shortcut_Hint_WaylandInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Hint_WaylandInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shortcut_hint_wayland(inputs)
	return __en.shortcut_hint_wayland(inputs)
});
/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Shortcut_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_placeholder = /** @type {((inputs: Shortcut_PlaceholderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_PlaceholderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shortcut_placeholder(inputs)
	return __en.shortcut_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Shortcut saved." |
*
* @param {Shortcut_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_saved = /** @type {((inputs?: Shortcut_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shortcut_saved(inputs)
	return __en.shortcut_saved(inputs)
});
/**
* | output |
* | --- |
* | "Shortcut turned off." |
*
* @param {Shortcut_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_turned_off = /** @type {((inputs?: Shortcut_Turned_OffInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Turned_OffInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shortcut_turned_off(inputs)
	return __en.shortcut_turned_off(inputs)
});
/**
* | output |
* | --- |
* | "Show archived" |
*
* @param {Show_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const show_archived = /** @type {((inputs?: Show_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Show_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.show_archived(inputs)
	return __en.show_archived(inputs)
});
/**
* | output |
* | --- |
* | "Show archived projects" |
*
* @param {Show_Archived_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const show_archived_projects = /** @type {((inputs?: Show_Archived_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Show_Archived_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.show_archived_projects(inputs)
	return __en.show_archived_projects(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in = /** @type {((inputs?: Sign_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.sign_in(inputs)
	return __en.sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Sign_In_Adding_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_adding_title = /** @type {((inputs?: Sign_In_Adding_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Adding_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.sign_in_adding_title(inputs)
	return __en.sign_in_adding_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign in again" |
*
* @param {Sign_In_Again_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_again_title = /** @type {((inputs?: Sign_In_Again_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Again_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.sign_in_again_title(inputs)
	return __en.sign_in_again_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to Timetray" |
*
* @param {Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_title = /** @type {((inputs?: Sign_In_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.sign_in_title(inputs)
	return __en.sign_in_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Sign_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_out = /** @type {((inputs?: Sign_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.sign_out(inputs)
	return __en.sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Signing_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const signing_in = /** @type {((inputs?: Signing_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signing_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.signing_in(inputs)
	return __en.signing_in(inputs)
});
/**
* | output |
* | --- |
* | "Timetray could not load its state. Please restart it." |
*
* @param {State_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const state_load_failed = /** @type {((inputs?: State_Load_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Load_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.state_load_failed(inputs)
	return __en.state_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const status_active = /** @type {((inputs?: Status_ActiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ActiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.status_active(inputs)
	return __en.status_active(inputs)
});
/**
* | output |
* | --- |
* | "Archived" |
*
* @param {Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const status_archived = /** @type {((inputs?: Status_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.status_archived(inputs)
	return __en.status_archived(inputs)
});
/**
* | output |
* | --- |
* | "the service" |
*
* @param {The_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const the_service = /** @type {((inputs?: The_ServiceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<The_ServiceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.the_service(inputs)
	return __en.the_service(inputs)
});
/**
* | output |
* | --- |
* | "Use an existing token" |
*
* @param {Token_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const token_title = /** @type {((inputs?: Token_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Token_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.token_title(inputs)
	return __en.token_title(inputs)
});
/**
* | output |
* | --- |
* | "The service binds a token to the User-Agent of the program that created it. Sent with any other User-Agent, the token is destroyed for good. Enter that progr..." |
*
* @param {Token_WarningInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const token_warning = /** @type {((inputs?: Token_WarningInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Token_WarningInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.token_warning(inputs)
	return __en.token_warning(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const try_again = /** @type {((inputs?: Try_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Try_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.try_again(inputs)
	return __en.try_again(inputs)
});
/**
* | output |
* | --- |
* | "Trying…" |
*
* @param {TryingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const trying = /** @type {((inputs?: TryingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<TryingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.trying(inputs)
	return __en.trying(inputs)
});
/**
* | output |
* | --- |
* | "Turn off" |
*
* @param {Turn_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const turn_off = /** @type {((inputs?: Turn_OffInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Turn_OffInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.turn_off(inputs)
	return __en.turn_off(inputs)
});
/**
* | output |
* | --- |
* | "Signed out on this computer. The service could not be reached to end the session there; it ends by itself after 30 days unused." |
*
* @param {Unrevoked_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const unrevoked_notice = /** @type {((inputs?: Unrevoked_NoticeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unrevoked_NoticeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.unrevoked_notice(inputs)
	return __en.unrevoked_notice(inputs)
});
/**
* | output |
* | --- |
* | "updated" |
*
* @param {UpdatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const updated = /** @type {((inputs?: UpdatedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<UpdatedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.updated(inputs)
	return __en.updated(inputs)
});
/**
* | output |
* | --- |
* | "Use token" |
*
* @param {Use_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const use_token = /** @type {((inputs?: Use_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Use_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.use_token(inputs)
	return __en.use_token(inputs)
});
/**
* | output |
* | --- |
* | "Use an existing API token instead…" |
*
* @param {Use_Token_LinkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const use_token_link = /** @type {((inputs?: Use_Token_LinkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Use_Token_LinkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.use_token_link(inputs)
	return __en.use_token_link(inputs)
});
/**
* | output |
* | --- |
* | "Timetray" |
*
* @param {Window_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const window_title = /** @type {((inputs?: Window_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.window_title(inputs)
	return __en.window_title(inputs)
});