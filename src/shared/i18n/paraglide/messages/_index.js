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
/** @typedef {{}} CopiedInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Copy_HintInputs */
/** @typedef {{}} Copy_SummaryInputs */
/** @typedef {{ id: NonNullable<unknown> }} Customer_FallbackInputs */
/** @typedef {{}} Details_Saved_EarlierInputs */
/** @typedef {{}} Doctor_Account_Active_Signed_OutInputs */
/** @typedef {{ userAgent: NonNullable<unknown>, refresh: NonNullable<unknown> }} Doctor_Account_Foreign_AgentInputs */
/** @typedef {{ userAgent: NonNullable<unknown>, login: NonNullable<unknown> }} Doctor_Account_Foreign_Agent_FixInputs */
/** @typedef {{ when: NonNullable<unknown>, ago: NonNullable<unknown> }} Doctor_Account_Last_RefreshInputs */
/** @typedef {{}} Doctor_Account_Never_RefreshedInputs */
/** @typedef {{ userAgent: NonNullable<unknown>, refresh: NonNullable<unknown> }} Doctor_Account_Signed_InInputs */
/** @typedef {{}} Doctor_Account_Signed_OutInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Doctor_Account_Signed_Out_WhyInputs */
/** @typedef {{ baseUrl: NonNullable<unknown> }} Doctor_Account_UnboundInputs */
/** @typedef {{ login: NonNullable<unknown> }} Doctor_Account_Unbound_FixInputs */
/** @typedef {{}} Doctor_Account_UncheckedInputs */
/** @typedef {{}} Doctor_Account_Unchecked_FixInputs */
/** @typedef {{}} Doctor_Account_UnreadableInputs */
/** @typedef {{}} Doctor_Accounts_NoneInputs */
/** @typedef {{}} Doctor_Accounts_None_FixInputs */
/** @typedef {{ days: NonNullable<unknown> }} Doctor_Ago_DaysInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Doctor_Ago_HoursInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Doctor_Ago_MinutesInputs */
/** @typedef {{}} Doctor_Ago_NowInputs */
/** @typedef {{}} Doctor_Ago_UnknownInputs */
/** @typedef {{ error: NonNullable<unknown> }} Doctor_Bus_Address_DeadInputs */
/** @typedef {{}} Doctor_Bus_Address_UnsetInputs */
/** @typedef {{}} Doctor_Bus_No_ToolInputs */
/** @typedef {{ why: NonNullable<unknown> }} Doctor_Bus_NoneInputs */
/** @typedef {{ file: NonNullable<unknown>, list: NonNullable<unknown> }} Doctor_Ca_All_ExpiredInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Doctor_Ca_Cert_UntilInputs */
/** @typedef {{}} Doctor_Ca_Choose_AgainInputs */
/** @typedef {{ file: NonNullable<unknown>, name: NonNullable<unknown>, days: NonNullable<unknown>, list: NonNullable<unknown> }} Doctor_Ca_Expires_SoonInputs */
/** @typedef {{ file: NonNullable<unknown>, count: NonNullable<unknown>, list: NonNullable<unknown>, days: NonNullable<unknown> }} Doctor_Ca_FineInputs */
/** @typedef {{}} Doctor_Ca_Give_Flag_AgainInputs */
/** @typedef {{}} Doctor_Ca_NoneInputs */
/** @typedef {{ file: NonNullable<unknown>, name: NonNullable<unknown>, list: NonNullable<unknown> }} Doctor_Ca_One_ExpiredInputs */
/** @typedef {{}} Doctor_Ca_Renew_FixInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Doctor_Ca_UnusableInputs */
/** @typedef {{ error: NonNullable<unknown> }} Doctor_Check_CrashedInputs */
/** @typedef {{}} Doctor_Check_Crashed_FixInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Doctor_Check_Timed_OutInputs */
/** @typedef {{}} Doctor_Check_Timed_Out_FixInputs */
/** @typedef {{ origin: NonNullable<unknown>, seconds: NonNullable<unknown> }} Doctor_Clock_AgreesInputs */
/** @typedef {{ span: NonNullable<unknown>, origin: NonNullable<unknown> }} Doctor_Clock_AheadInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Doctor_Clock_Bad_DateInputs */
/** @typedef {{}} Doctor_Clock_Bad_Date_FixInputs */
/** @typedef {{ span: NonNullable<unknown>, origin: NonNullable<unknown> }} Doctor_Clock_BehindInputs */
/** @typedef {{}} Doctor_Clock_No_AccountInputs */
/** @typedef {{}} Doctor_Clock_No_AnswerInputs */
/** @typedef {{}} Doctor_Clock_No_Answer_FixInputs */
/** @typedef {{}} Doctor_Clock_Skew_FixInputs */
/** @typedef {{}} Doctor_Fix_LabelInputs */
/** @typedef {{ days: NonNullable<unknown>, when: NonNullable<unknown>, limit: NonNullable<unknown> }} Doctor_Idle_EndedInputs */
/** @typedef {{ days: NonNullable<unknown>, when: NonNullable<unknown>, ends: NonNullable<unknown> }} Doctor_Idle_EndingInputs */
/** @typedef {{ login: NonNullable<unknown> }} Doctor_Idle_Ending_FixInputs */
/** @typedef {{}} Doctor_Keychain_Cannot_PromptInputs */
/** @typedef {{}} Doctor_Keychain_DiffersInputs */
/** @typedef {{ program: NonNullable<unknown> }} Doctor_Keychain_LockedInputs */
/** @typedef {{}} Doctor_Keychain_Locked_FixInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Doctor_Keychain_No_BusInputs */
/** @typedef {{ program: NonNullable<unknown> }} Doctor_Keychain_No_CollectionInputs */
/** @typedef {{}} Doctor_Keychain_No_Collection_FixInputs */
/** @typedef {{}} Doctor_Keychain_No_ProviderInputs */
/** @typedef {{}} Doctor_Keychain_No_Provider_FixInputs */
/** @typedef {{}} Doctor_Keychain_Not_TriedInputs */
/** @typedef {{ problem: NonNullable<unknown>, ms: NonNullable<unknown> }} Doctor_Keychain_Ok_Not_InspectedInputs */
/** @typedef {{ store: NonNullable<unknown>, ms: NonNullable<unknown> }} Doctor_Keychain_Ok_OsInputs */
/** @typedef {{ service: NonNullable<unknown>, ms: NonNullable<unknown> }} Doctor_Keychain_Ok_Secret_ServiceInputs */
/** @typedef {{}} Doctor_Keychain_Os_KeychainInputs */
/** @typedef {{ why: NonNullable<unknown> }} Doctor_Keychain_Round_Trip_FailedInputs */
/** @typedef {{}} Doctor_Keychain_Round_Trip_FixInputs */
/** @typedef {{}} Doctor_Keychain_Will_PromptInputs */
/** @typedef {{}} Doctor_Label_FailInputs */
/** @typedef {{}} Doctor_Label_OkInputs */
/** @typedef {{}} Doctor_Label_WarnInputs */
/** @typedef {{}} Doctor_No_Bus_FixInputs */
/** @typedef {{ ms: NonNullable<unknown> }} Doctor_Proxy_AcceptedInputs */
/** @typedef {{ variable: NonNullable<unknown> }} Doctor_Proxy_Dead_FixInputs */
/** @typedef {{ origin: NonNullable<unknown>, entry: NonNullable<unknown> }} Doctor_Proxy_ExcludedInputs */
/** @typedef {{ variable: NonNullable<unknown>, shown: NonNullable<unknown> }} Doctor_Proxy_NamesInputs */
/** @typedef {{}} Doctor_Proxy_NoneInputs */
/** @typedef {{ variable: NonNullable<unknown> }} Doctor_Proxy_Not_UrlInputs */
/** @typedef {{ variable: NonNullable<unknown> }} Doctor_Proxy_Not_Url_FixInputs */
/** @typedef {{}} Doctor_Proxy_Os_HiddenInputs */
/** @typedef {{}} Doctor_Proxy_System_DirectInputs */
/** @typedef {{}} Doctor_Proxy_System_FixInputs */
/** @typedef {{}} Doctor_Proxy_System_No_AddressInputs */
/** @typedef {{ origin: NonNullable<unknown>, host: NonNullable<unknown> }} Doctor_Proxy_System_SendsInputs */
/** @typedef {{ origin: NonNullable<unknown>, host: NonNullable<unknown> }} Doctor_Proxy_System_ThroughInputs */
/** @typedef {{ origin: NonNullable<unknown>, rule: NonNullable<unknown> }} Doctor_Proxy_System_UnsupportedInputs */
/** @typedef {{ host: NonNullable<unknown>, variable: NonNullable<unknown> }} Doctor_Proxy_ThroughInputs */
/** @typedef {{}} Doctor_Service_Ca_File_FixInputs */
/** @typedef {{ issuer: NonNullable<unknown>, root: NonNullable<unknown> }} Doctor_Service_CertInputs */
/** @typedef {{ issuer: NonNullable<unknown>, root: NonNullable<unknown> }} Doctor_Service_Cert_Ca_FileInputs */
/** @typedef {{ issuer: NonNullable<unknown>, root: NonNullable<unknown> }} Doctor_Service_Cert_ExtraInputs */
/** @typedef {{}} Doctor_Service_Connect_FixInputs */
/** @typedef {{}} Doctor_Service_Connect_Proxy_FixInputs */
/** @typedef {{}} Doctor_Service_Expired_FixInputs */
/** @typedef {{ origin: NonNullable<unknown>, issuer: NonNullable<unknown>, code: NonNullable<unknown> }} Doctor_Service_InspectedInputs */
/** @typedef {{ origin: NonNullable<unknown>, code: NonNullable<unknown> }} Doctor_Service_Inspected_UnknownInputs */
/** @typedef {{}} Doctor_Service_Inspecting_FixInputs */
/** @typedef {{ issuer: NonNullable<unknown> }} Doctor_Service_Issued_ByInputs */
/** @typedef {{}} Doctor_Service_No_AccountInputs */
/** @typedef {{}} Doctor_Service_No_AnswerInputs */
/** @typedef {{}} Doctor_Service_No_Tls_FixInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Doctor_Service_Not_TriedInputs */
/** @typedef {{ origin: NonNullable<unknown>, ms: NonNullable<unknown>, status: NonNullable<unknown>, cert: NonNullable<unknown> }} Doctor_Service_OkInputs */
/** @typedef {{ origin: NonNullable<unknown>, proxy: NonNullable<unknown>, ms: NonNullable<unknown>, status: NonNullable<unknown>, cert: NonNullable<unknown> }} Doctor_Service_Ok_ViaInputs */
/** @typedef {{}} Doctor_Service_Proxy_FixInputs */
/** @typedef {{}} Doctor_Service_Proxy_Rules_FixInputs */
/** @typedef {{ origin: NonNullable<unknown>, cert: NonNullable<unknown>, why: NonNullable<unknown> }} Doctor_Service_Request_FailedInputs */
/** @typedef {{}} Doctor_Service_Request_Failed_FixInputs */
/** @typedef {{ origin: NonNullable<unknown>, proxy: NonNullable<unknown>, cert: NonNullable<unknown>, why: NonNullable<unknown> }} Doctor_Service_Request_Failed_ViaInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Doctor_Service_Tls_TimeoutInputs */
/** @typedef {{}} Doctor_Service_Tls_Timeout_FixInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Doctor_Service_UnreachableInputs */
/** @typedef {{ origin: NonNullable<unknown>, proxy: NonNullable<unknown> }} Doctor_Service_Unreachable_ViaInputs */
/** @typedef {{}} Doctor_Service_Wrong_Name_FixInputs */
/** @typedef {{}} Doctor_Session_NoneInputs */
/** @typedef {{}} Doctor_Session_None_FixInputs */
/** @typedef {{}} Doctor_Session_Not_LinuxInputs */
/** @typedef {{ type: NonNullable<unknown> }} Doctor_Session_UnknownInputs */
/** @typedef {{}} Doctor_Session_Unknown_FixInputs */
/** @typedef {{}} Doctor_Session_WaylandInputs */
/** @typedef {{}} Doctor_Session_X11Inputs */
/** @typedef {{}} Doctor_Shortcut_App_OnlyInputs */
/** @typedef {{}} Doctor_Shortcut_Choose_AnotherInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Doctor_Shortcut_ConfiguredInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Doctor_Shortcut_No_PortalInputs */
/** @typedef {{}} Doctor_Shortcut_No_Portal_FixInputs */
/** @typedef {{ shortcut: NonNullable<unknown>, problem: NonNullable<unknown> }} Doctor_Shortcut_Not_RegisteredInputs */
/** @typedef {{}} Doctor_Shortcut_OffInputs */
/** @typedef {{}} Doctor_Shortcut_Off_FixInputs */
/** @typedef {{}} Doctor_Shortcut_Portal_CheckInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Doctor_Shortcut_RegisteredInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Doctor_Shortcut_Registered_PortalInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Doctor_Shortcut_WaylandInputs */
/** @typedef {{ login: NonNullable<unknown> }} Doctor_Sign_In_AgainInputs */
/** @typedef {{ days: NonNullable<unknown> }} Doctor_Span_DaysInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Doctor_Span_HoursInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Doctor_Span_MinutesInputs */
/** @typedef {{}} Doctor_Summary_FineInputs */
/** @typedef {{ failed: NonNullable<unknown>, warned: NonNullable<unknown> }} Doctor_Summary_ProblemsInputs */
/** @typedef {{ watcher: NonNullable<unknown> }} Doctor_Tray_Flatpak_FixInputs */
/** @typedef {{ watcher: NonNullable<unknown> }} Doctor_Tray_GnomeInputs */
/** @typedef {{}} Doctor_Tray_Gnome_FixInputs */
/** @typedef {{}} Doctor_Tray_MacosInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Doctor_Tray_No_BusInputs */
/** @typedef {{}} Doctor_Tray_No_DesktopInputs */
/** @typedef {{ watcher: NonNullable<unknown> }} Doctor_Tray_No_HostInputs */
/** @typedef {{}} Doctor_Tray_No_Host_FixInputs */
/** @typedef {{ watcher: NonNullable<unknown>, desktop: NonNullable<unknown> }} Doctor_Tray_NoneInputs */
/** @typedef {{}} Doctor_Tray_None_FixInputs */
/** @typedef {{ watcher: NonNullable<unknown> }} Doctor_Tray_None_This_DesktopInputs */
/** @typedef {{ watcher: NonNullable<unknown> }} Doctor_Tray_OkInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Doctor_Tray_UncheckedInputs */
/** @typedef {{}} Doctor_Tray_Unchecked_FixInputs */
/** @typedef {{}} Doctor_Tray_Until_ThenInputs */
/** @typedef {{}} Doctor_Tray_WindowsInputs */
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
/** @typedef {{ origin: NonNullable<unknown> }} Net_Connect_TimeoutInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_Cut_OffInputs */
/** @typedef {{ code: NonNullable<unknown> }} Net_ExpiredInputs */
/** @typedef {{}} Net_Fix_AddressInputs */
/** @typedef {{}} Net_Fix_Address_InternetInputs */
/** @typedef {{}} Net_Fix_Address_RightInputs */
/** @typedef {{}} Net_Fix_Ca_FileInputs */
/** @typedef {{}} Net_Fix_ClockInputs */
/** @typedef {{}} Net_Fix_ConnectionInputs */
/** @typedef {{}} Net_Fix_HttpsInputs */
/** @typedef {{}} Net_Fix_InternetInputs */
/** @typedef {{}} Net_Fix_NetworkInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_Fix_Proxy_RulesInputs */
/** @typedef {{ setting: NonNullable<unknown> }} Net_Fix_Proxy_RunsInputs */
/** @typedef {{ setting: NonNullable<unknown> }} Net_Fix_Proxy_SettingInputs */
/** @typedef {{}} Net_Fix_Try_AgainInputs */
/** @typedef {{ origin: NonNullable<unknown>, code: NonNullable<unknown> }} Net_No_TlsInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_Not_FoundInputs */
/** @typedef {{ proxy: NonNullable<unknown> }} Net_Proxy_Not_FoundInputs */
/** @typedef {{ proxy: NonNullable<unknown> }} Net_Proxy_RefusedInputs */
/** @typedef {{ proxy: NonNullable<unknown> }} Net_Proxy_TimeoutInputs */
/** @typedef {{ proxy: NonNullable<unknown>, code: NonNullable<unknown> }} Net_Proxy_UnreachableInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_RefusedInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_Slow_AnswerInputs */
/** @typedef {{}} Net_System_Proxy_SettingsInputs */
/** @typedef {{ status: NonNullable<unknown> }} Net_Tunnel_RefusedInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_UnknownInputs */
/** @typedef {{ origin: NonNullable<unknown>, code: NonNullable<unknown> }} Net_Unknown_CodeInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_UnreachableInputs */
/** @typedef {{ code: NonNullable<unknown> }} Net_UntrustedInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Net_Wrong_NameInputs */
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
* | "It is the active account, so the app shows no fresh projects." |
*
* @param {Doctor_Account_Active_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_active_signed_out = /** @type {((inputs?: Doctor_Account_Active_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Active_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_active_signed_out(inputs)
	return __en.doctor_account_active_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed in with a token made by another program (User-Agent \"{userAgent}\"); Timetray sends it with that User-Agent, as the service requires; {refresh}." |
*
* @param {Doctor_Account_Foreign_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_foreign_agent = /** @type {((inputs: Doctor_Account_Foreign_AgentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Foreign_AgentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_foreign_agent(inputs)
	return __en.doctor_account_foreign_agent(inputs)
});
/**
* | output |
* | --- |
* | "Nothing breaks; to use a token of Timetray's own (User-Agent {userAgent}), sign in again: {login}." |
*
* @param {Doctor_Account_Foreign_Agent_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_foreign_agent_fix = /** @type {((inputs: Doctor_Account_Foreign_Agent_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Foreign_Agent_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_foreign_agent_fix(inputs)
	return __en.doctor_account_foreign_agent_fix(inputs)
});
/**
* | output |
* | --- |
* | "last successful refresh {when} ({ago})" |
*
* @param {Doctor_Account_Last_RefreshInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_last_refresh = /** @type {((inputs: Doctor_Account_Last_RefreshInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Last_RefreshInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_last_refresh(inputs)
	return __en.doctor_account_last_refresh(inputs)
});
/**
* | output |
* | --- |
* | "no successful refresh on this computer yet" |
*
* @param {Doctor_Account_Never_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_never_refreshed = /** @type {((inputs?: Doctor_Account_Never_RefreshedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Never_RefreshedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_never_refreshed(inputs)
	return __en.doctor_account_never_refreshed(inputs)
});
/**
* | output |
* | --- |
* | "Signed in (token in the keychain, made with Timetray's User-Agent {userAgent}); {refresh}." |
*
* @param {Doctor_Account_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_in = /** @type {((inputs: Doctor_Account_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_signed_in(inputs)
	return __en.doctor_account_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Signed out (no token in the keychain)." |
*
* @param {Doctor_Account_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_out = /** @type {((inputs?: Doctor_Account_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_signed_out(inputs)
	return __en.doctor_account_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed out: {reason}" |
*
* @param {Doctor_Account_Signed_Out_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_out_why = /** @type {((inputs: Doctor_Account_Signed_Out_WhyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Signed_Out_WhyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_signed_out_why(inputs)
	return __en.doctor_account_signed_out_why(inputs)
});
/**
* | output |
* | --- |
* | "Its address in settings.json ({baseUrl}) does not match its keychain entry, so its token is not used." |
*
* @param {Doctor_Account_UnboundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unbound = /** @type {((inputs: Doctor_Account_UnboundInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_UnboundInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_unbound(inputs)
	return __en.doctor_account_unbound(inputs)
});
/**
* | output |
* | --- |
* | "Sign in again with the right address: {login}." |
*
* @param {Doctor_Account_Unbound_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unbound_fix = /** @type {((inputs: Doctor_Account_Unbound_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Unbound_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_unbound_fix(inputs)
	return __en.doctor_account_unbound_fix(inputs)
});
/**
* | output |
* | --- |
* | "Whether it is signed in could not be checked: the keychain is unusable." |
*
* @param {Doctor_Account_UncheckedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unchecked = /** @type {((inputs?: Doctor_Account_UncheckedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_UncheckedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_unchecked(inputs)
	return __en.doctor_account_unchecked(inputs)
});
/**
* | output |
* | --- |
* | "Fix the keychain check first." |
*
* @param {Doctor_Account_Unchecked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unchecked_fix = /** @type {((inputs?: Doctor_Account_Unchecked_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_Unchecked_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_unchecked_fix(inputs)
	return __en.doctor_account_unchecked_fix(inputs)
});
/**
* | output |
* | --- |
* | "Its keychain entry is not one Timetray wrote (it cannot be read as a token)." |
*
* @param {Doctor_Account_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unreadable = /** @type {((inputs?: Doctor_Account_UnreadableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Account_UnreadableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_account_unreadable(inputs)
	return __en.doctor_account_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "No accounts yet." |
*
* @param {Doctor_Accounts_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_accounts_none = /** @type {((inputs?: Doctor_Accounts_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Accounts_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_accounts_none(inputs)
	return __en.doctor_accounts_none(inputs)
});
/**
* | output |
* | --- |
* | "Sign in: `timetray login --base-url URL --email EMAIL --account ID`." |
*
* @param {Doctor_Accounts_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_accounts_none_fix = /** @type {((inputs?: Doctor_Accounts_None_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Accounts_None_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_accounts_none_fix(inputs)
	return __en.doctor_accounts_none_fix(inputs)
});
/**
* | output |
* | --- |
* | "{days} days ago" |
*
* @param {Doctor_Ago_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_days = /** @type {((inputs: Doctor_Ago_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ago_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ago_days(inputs)
	return __en.doctor_ago_days(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h ago" |
*
* @param {Doctor_Ago_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_hours = /** @type {((inputs: Doctor_Ago_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ago_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ago_hours(inputs)
	return __en.doctor_ago_hours(inputs)
});
/**
* | output |
* | --- |
* | "{minutes} min ago" |
*
* @param {Doctor_Ago_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_minutes = /** @type {((inputs: Doctor_Ago_MinutesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ago_MinutesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ago_minutes(inputs)
	return __en.doctor_ago_minutes(inputs)
});
/**
* | output |
* | --- |
* | "just now" |
*
* @param {Doctor_Ago_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_now = /** @type {((inputs?: Doctor_Ago_NowInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ago_NowInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ago_now(inputs)
	return __en.doctor_ago_now(inputs)
});
/**
* | output |
* | --- |
* | "unknown time" |
*
* @param {Doctor_Ago_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_unknown = /** @type {((inputs?: Doctor_Ago_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ago_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ago_unknown(inputs)
	return __en.doctor_ago_unknown(inputs)
});
/**
* | output |
* | --- |
* | "DBUS_SESSION_BUS_ADDRESS names no running bus ({error})" |
*
* @param {Doctor_Bus_Address_DeadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_address_dead = /** @type {((inputs: Doctor_Bus_Address_DeadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Bus_Address_DeadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_bus_address_dead(inputs)
	return __en.doctor_bus_address_dead(inputs)
});
/**
* | output |
* | --- |
* | "DBUS_SESSION_BUS_ADDRESS is not set" |
*
* @param {Doctor_Bus_Address_UnsetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_address_unset = /** @type {((inputs?: Doctor_Bus_Address_UnsetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Bus_Address_UnsetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_bus_address_unset(inputs)
	return __en.doctor_bus_address_unset(inputs)
});
/**
* | output |
* | --- |
* | "dbus-send is not installed (Debian/Ubuntu: dbus-bin)" |
*
* @param {Doctor_Bus_No_ToolInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_no_tool = /** @type {((inputs?: Doctor_Bus_No_ToolInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Bus_No_ToolInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_bus_no_tool(inputs)
	return __en.doctor_bus_no_tool(inputs)
});
/**
* | output |
* | --- |
* | "No D-Bus session bus: {why}" |
*
* @param {Doctor_Bus_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_none = /** @type {((inputs: Doctor_Bus_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Bus_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_bus_none(inputs)
	return __en.doctor_bus_none(inputs)
});
/**
* | output |
* | --- |
* | "Every certificate in {file} has expired ({list})." |
*
* @param {Doctor_Ca_All_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_all_expired = /** @type {((inputs: Doctor_Ca_All_ExpiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_All_ExpiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_all_expired(inputs)
	return __en.doctor_ca_all_expired(inputs)
});
/**
* | output |
* | --- |
* | "\"{name}\" until {day}" |
*
* @param {Doctor_Ca_Cert_UntilInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_cert_until = /** @type {((inputs: Doctor_Ca_Cert_UntilInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_Cert_UntilInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_cert_until(inputs)
	return __en.doctor_ca_cert_until(inputs)
});
/**
* | output |
* | --- |
* | "Choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you no longer need one)." |
*
* @param {Doctor_Ca_Choose_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_choose_again = /** @type {((inputs?: Doctor_Ca_Choose_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_Choose_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_choose_again(inputs)
	return __en.doctor_ca_choose_again(inputs)
});
/**
* | output |
* | --- |
* | "{file}: \"{name}\" expires in {days} days ({list})." |
*
* @param {Doctor_Ca_Expires_SoonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_expires_soon = /** @type {((inputs: Doctor_Ca_Expires_SoonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_Expires_SoonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_expires_soon(inputs)
	return __en.doctor_ca_expires_soon(inputs)
});
/**
* | output |
* | --- |
* | "{file}: {count} certificate(s), {list}; {days} days left." |
*
* @param {Doctor_Ca_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_fine = /** @type {((inputs: Doctor_Ca_FineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_FineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_fine(inputs)
	return __en.doctor_ca_fine(inputs)
});
/**
* | output |
* | --- |
* | "Give --ca-file a PEM file of CA certificates, or leave it out." |
*
* @param {Doctor_Ca_Give_Flag_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_give_flag_again = /** @type {((inputs?: Doctor_Ca_Give_Flag_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_Give_Flag_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_give_flag_again(inputs)
	return __en.doctor_ca_give_flag_again(inputs)
});
/**
* | output |
* | --- |
* | "No extra CA file: only the system-wide trusted CAs (and NODE_EXTRA_CA_CERTS) are used." |
*
* @param {Doctor_Ca_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_none = /** @type {((inputs?: Doctor_Ca_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_none(inputs)
	return __en.doctor_ca_none(inputs)
});
/**
* | output |
* | --- |
* | "{file}: \"{name}\" has expired ({list})." |
*
* @param {Doctor_Ca_One_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_one_expired = /** @type {((inputs: Doctor_Ca_One_ExpiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_One_ExpiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_one_expired(inputs)
	return __en.doctor_ca_one_expired(inputs)
});
/**
* | output |
* | --- |
* | "Ask your IT for the renewed CA certificate, then choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you n..." |
*
* @param {Doctor_Ca_Renew_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_renew_fix = /** @type {((inputs?: Doctor_Ca_Renew_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_Renew_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_renew_fix(inputs)
	return __en.doctor_ca_renew_fix(inputs)
});
/**
* | output |
* | --- |
* | "The CA file cannot be used: {problem}." |
*
* @param {Doctor_Ca_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_unusable = /** @type {((inputs: Doctor_Ca_UnusableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_UnusableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_unusable(inputs)
	return __en.doctor_ca_unusable(inputs)
});
/**
* | output |
* | --- |
* | "The check itself failed: {error}." |
*
* @param {Doctor_Check_CrashedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_crashed = /** @type {((inputs: Doctor_Check_CrashedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Check_CrashedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_check_crashed(inputs)
	return __en.doctor_check_crashed(inputs)
});
/**
* | output |
* | --- |
* | "Report this with the output of `timetray doctor --json`." |
*
* @param {Doctor_Check_Crashed_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_crashed_fix = /** @type {((inputs?: Doctor_Check_Crashed_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Check_Crashed_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_check_crashed_fix(inputs)
	return __en.doctor_check_crashed_fix(inputs)
});
/**
* | output |
* | --- |
* | "No answer within {seconds} s: the check was stopped." |
*
* @param {Doctor_Check_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_timed_out = /** @type {((inputs: Doctor_Check_Timed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Check_Timed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_check_timed_out(inputs)
	return __en.doctor_check_timed_out(inputs)
});
/**
* | output |
* | --- |
* | "Run `timetray doctor` again; if it keeps timing out, the component it checks is hanging (see its other checks)." |
*
* @param {Doctor_Check_Timed_Out_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_timed_out_fix = /** @type {((inputs?: Doctor_Check_Timed_Out_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Check_Timed_Out_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_check_timed_out_fix(inputs)
	return __en.doctor_check_timed_out_fix(inputs)
});
/**
* | output |
* | --- |
* | "This computer's clock agrees with {origin}'s (within {seconds} s)." |
*
* @param {Doctor_Clock_AgreesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_agrees = /** @type {((inputs: Doctor_Clock_AgreesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_AgreesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_agrees(inputs)
	return __en.doctor_clock_agrees(inputs)
});
/**
* | output |
* | --- |
* | "This computer's clock is {span} ahead of {origin}'s." |
*
* @param {Doctor_Clock_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_ahead = /** @type {((inputs: Doctor_Clock_AheadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_AheadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_ahead(inputs)
	return __en.doctor_clock_ahead(inputs)
});
/**
* | output |
* | --- |
* | "Not compared: {origin} sent an unreadable Date header." |
*
* @param {Doctor_Clock_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_bad_date = /** @type {((inputs: Doctor_Clock_Bad_DateInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_Bad_DateInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_bad_date(inputs)
	return __en.doctor_clock_bad_date(inputs)
});
/**
* | output |
* | --- |
* | "Nothing to do here." |
*
* @param {Doctor_Clock_Bad_Date_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_bad_date_fix = /** @type {((inputs?: Doctor_Clock_Bad_Date_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_Bad_Date_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_bad_date_fix(inputs)
	return __en.doctor_clock_bad_date_fix(inputs)
});
/**
* | output |
* | --- |
* | "This computer's clock is {span} behind {origin}'s." |
*
* @param {Doctor_Clock_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_behind = /** @type {((inputs: Doctor_Clock_BehindInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_BehindInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_behind(inputs)
	return __en.doctor_clock_behind(inputs)
});
/**
* | output |
* | --- |
* | "Not compared: no account yet, so no service to compare with." |
*
* @param {Doctor_Clock_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_account = /** @type {((inputs?: Doctor_Clock_No_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_No_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_no_account(inputs)
	return __en.doctor_clock_no_account(inputs)
});
/**
* | output |
* | --- |
* | "Not compared: no service answered with its time (see the service check)." |
*
* @param {Doctor_Clock_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_answer = /** @type {((inputs?: Doctor_Clock_No_AnswerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_No_AnswerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_no_answer(inputs)
	return __en.doctor_clock_no_answer(inputs)
});
/**
* | output |
* | --- |
* | "Fix the service check first." |
*
* @param {Doctor_Clock_No_Answer_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_answer_fix = /** @type {((inputs?: Doctor_Clock_No_Answer_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_No_Answer_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_no_answer_fix(inputs)
	return __en.doctor_clock_no_answer_fix(inputs)
});
/**
* | output |
* | --- |
* | "Turn on automatic time (Linux: `timedatectl set-ntp true`; macOS and Windows: Date & Time settings → set automatically)." |
*
* @param {Doctor_Clock_Skew_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_skew_fix = /** @type {((inputs?: Doctor_Clock_Skew_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Clock_Skew_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_clock_skew_fix(inputs)
	return __en.doctor_clock_skew_fix(inputs)
});
/**
* | output |
* | --- |
* | "fix:" |
*
* @param {Doctor_Fix_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_fix_label = /** @type {((inputs?: Doctor_Fix_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Fix_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_fix_label(inputs)
	return __en.doctor_fix_label(inputs)
});
/**
* | output |
* | --- |
* | "Its token has not been used for {days} days (last use {when}); the service ends a session unused for {limit} days, so it has most likely ended." |
*
* @param {Doctor_Idle_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ended = /** @type {((inputs: Doctor_Idle_EndedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Idle_EndedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_idle_ended(inputs)
	return __en.doctor_idle_ended(inputs)
});
/**
* | output |
* | --- |
* | "Its token has not been used for {days} days (last use {when}); the service ends the session on {ends} unless it is used." |
*
* @param {Doctor_Idle_EndingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ending = /** @type {((inputs: Doctor_Idle_EndingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Idle_EndingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_idle_ending(inputs)
	return __en.doctor_idle_ending(inputs)
});
/**
* | output |
* | --- |
* | "Run Timetray (the app, or any online command such as `timetray projects`): it uses idle accounts once a day. If the session has ended, sign in again: {login}." |
*
* @param {Doctor_Idle_Ending_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ending_fix = /** @type {((inputs: Doctor_Idle_Ending_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Idle_Ending_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_idle_ending_fix(inputs)
	return __en.doctor_idle_ending_fix(inputs)
});
/**
* | output |
* | --- |
* | "No unlock prompt can be shown here (no display), so tokens cannot be read." |
*
* @param {Doctor_Keychain_Cannot_PromptInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_cannot_prompt = /** @type {((inputs?: Doctor_Keychain_Cannot_PromptInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Cannot_PromptInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_cannot_prompt(inputs)
	return __en.doctor_keychain_cannot_prompt(inputs)
});
/**
* | output |
* | --- |
* | "the entry read back differs from the one written." |
*
* @param {Doctor_Keychain_DiffersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_differs = /** @type {((inputs?: Doctor_Keychain_DiffersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_DiffersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_differs(inputs)
	return __en.doctor_keychain_differs(inputs)
});
/**
* | output |
* | --- |
* | "The default keyring ({program}) is locked." |
*
* @param {Doctor_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked = /** @type {((inputs: Doctor_Keychain_LockedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_LockedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_locked(inputs)
	return __en.doctor_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "Unlock the \"login\" keyring in Passwords and Keys (seahorse); give it your login password so it unlocks when you log in." |
*
* @param {Doctor_Keychain_Locked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked_fix = /** @type {((inputs?: Doctor_Keychain_Locked_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Locked_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_locked_fix(inputs)
	return __en.doctor_keychain_locked_fix(inputs)
});
/**
* | output |
* | --- |
* | "{problem}, so the keychain (Secret Service) cannot be reached." |
*
* @param {Doctor_Keychain_No_BusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_bus = /** @type {((inputs: Doctor_Keychain_No_BusInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_No_BusInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_no_bus(inputs)
	return __en.doctor_keychain_no_bus(inputs)
});
/**
* | output |
* | --- |
* | "The keyring ({program}) has no default collection (\"login\"), where Timetray keeps tokens." |
*
* @param {Doctor_Keychain_No_CollectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_collection = /** @type {((inputs: Doctor_Keychain_No_CollectionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_No_CollectionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_no_collection(inputs)
	return __en.doctor_keychain_no_collection(inputs)
});
/**
* | output |
* | --- |
* | "Create a default keyring in Passwords and Keys (seahorse), or start `gnome-keyring-daemon --unlock` with a password on its standard input." |
*
* @param {Doctor_Keychain_No_Collection_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_collection_fix = /** @type {((inputs?: Doctor_Keychain_No_Collection_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_No_Collection_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_no_collection_fix(inputs)
	return __en.doctor_keychain_no_collection_fix(inputs)
});
/**
* | output |
* | --- |
* | "Nothing on the D-Bus session provides the Secret Service (org.freedesktop.secrets)." |
*
* @param {Doctor_Keychain_No_ProviderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_provider = /** @type {((inputs?: Doctor_Keychain_No_ProviderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_No_ProviderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_no_provider(inputs)
	return __en.doctor_keychain_no_provider(inputs)
});
/**
* | output |
* | --- |
* | "Install and start a keyring that provides the Secret Service: GNOME Keyring (`apt install gnome-keyring`), or KWallet with its Secret Service enabled; then l..." |
*
* @param {Doctor_Keychain_No_Provider_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_provider_fix = /** @type {((inputs?: Doctor_Keychain_No_Provider_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_No_Provider_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_no_provider_fix(inputs)
	return __en.doctor_keychain_no_provider_fix(inputs)
});
/**
* | output |
* | --- |
* | "it was not tried" |
*
* @param {Doctor_Keychain_Not_TriedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_not_tried = /** @type {((inputs?: Doctor_Keychain_Not_TriedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Not_TriedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_not_tried(inputs)
	return __en.doctor_keychain_not_tried(inputs)
});
/**
* | output |
* | --- |
* | "Secret Service not inspected ({problem}); a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_Not_InspectedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_not_inspected = /** @type {((inputs: Doctor_Keychain_Ok_Not_InspectedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Ok_Not_InspectedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_ok_not_inspected(inputs)
	return __en.doctor_keychain_ok_not_inspected(inputs)
});
/**
* | output |
* | --- |
* | "{store}: a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_OsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_os = /** @type {((inputs: Doctor_Keychain_Ok_OsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Ok_OsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_ok_os(inputs)
	return __en.doctor_keychain_ok_os(inputs)
});
/**
* | output |
* | --- |
* | "{service} on the session bus, default collection unlocked; a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_Secret_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_secret_service = /** @type {((inputs: Doctor_Keychain_Ok_Secret_ServiceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Ok_Secret_ServiceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_ok_secret_service(inputs)
	return __en.doctor_keychain_ok_secret_service(inputs)
});
/**
* | output |
* | --- |
* | "OS keychain" |
*
* @param {Doctor_Keychain_Os_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_os_keychain = /** @type {((inputs?: Doctor_Keychain_Os_KeychainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Os_KeychainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_os_keychain(inputs)
	return __en.doctor_keychain_os_keychain(inputs)
});
/**
* | output |
* | --- |
* | "A test entry could not be written, read back and deleted: {why}" |
*
* @param {Doctor_Keychain_Round_Trip_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_round_trip_failed = /** @type {((inputs: Doctor_Keychain_Round_Trip_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Round_Trip_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_round_trip_failed(inputs)
	return __en.doctor_keychain_round_trip_failed(inputs)
});
/**
* | output |
* | --- |
* | "Check that your keyring is installed, running and unlocked (see the message for the cause)." |
*
* @param {Doctor_Keychain_Round_Trip_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_round_trip_fix = /** @type {((inputs?: Doctor_Keychain_Round_Trip_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Round_Trip_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_round_trip_fix(inputs)
	return __en.doctor_keychain_round_trip_fix(inputs)
});
/**
* | output |
* | --- |
* | "Timetray will ask you to unlock it when it needs a token." |
*
* @param {Doctor_Keychain_Will_PromptInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_will_prompt = /** @type {((inputs?: Doctor_Keychain_Will_PromptInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Will_PromptInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_will_prompt(inputs)
	return __en.doctor_keychain_will_prompt(inputs)
});
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Doctor_Label_FailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_fail = /** @type {((inputs?: Doctor_Label_FailInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Label_FailInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_label_fail(inputs)
	return __en.doctor_label_fail(inputs)
});
/**
* | output |
* | --- |
* | "ok" |
*
* @param {Doctor_Label_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_ok = /** @type {((inputs?: Doctor_Label_OkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Label_OkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_label_ok(inputs)
	return __en.doctor_label_ok(inputs)
});
/**
* | output |
* | --- |
* | "warn" |
*
* @param {Doctor_Label_WarnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_warn = /** @type {((inputs?: Doctor_Label_WarnInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Label_WarnInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_label_warn(inputs)
	return __en.doctor_label_warn(inputs)
});
/**
* | output |
* | --- |
* | "Run Timetray inside a desktop session (DBUS_SESSION_BUS_ADDRESS must name a running session bus), or wrap the command in `dbus-run-session -- …`." |
*
* @param {Doctor_No_Bus_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_no_bus_fix = /** @type {((inputs?: Doctor_No_Bus_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_No_Bus_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_no_bus_fix(inputs)
	return __en.doctor_no_bus_fix(inputs)
});
/**
* | output |
* | --- |
* | "It accepted a connection in {ms} ms." |
*
* @param {Doctor_Proxy_AcceptedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_accepted = /** @type {((inputs: Doctor_Proxy_AcceptedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_AcceptedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_accepted(inputs)
	return __en.doctor_proxy_accepted(inputs)
});
/**
* | output |
* | --- |
* | "Check {variable} (host and port) and that the proxy is running; on a network without a proxy, unset {variable}." |
*
* @param {Doctor_Proxy_Dead_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_dead_fix = /** @type {((inputs: Doctor_Proxy_Dead_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_Dead_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_dead_fix(inputs)
	return __en.doctor_proxy_dead_fix(inputs)
});
/**
* | output |
* | --- |
* | "{origin} is reached directly (NO_PROXY entry \"{entry}\")." |
*
* @param {Doctor_Proxy_ExcludedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_excluded = /** @type {((inputs: Doctor_Proxy_ExcludedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_ExcludedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_excluded(inputs)
	return __en.doctor_proxy_excluded(inputs)
});
/**
* | output |
* | --- |
* | "{variable} names {shown}." |
*
* @param {Doctor_Proxy_NamesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_names = /** @type {((inputs: Doctor_Proxy_NamesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_NamesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_names(inputs)
	return __en.doctor_proxy_names(inputs)
});
/**
* | output |
* | --- |
* | "No proxy in the environment (HTTPS_PROXY and HTTP_PROXY are unset): the CLI connects directly." |
*
* @param {Doctor_Proxy_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_none = /** @type {((inputs?: Doctor_Proxy_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_none(inputs)
	return __en.doctor_proxy_none(inputs)
});
/**
* | output |
* | --- |
* | "{variable} is set but is not a URL." |
*
* @param {Doctor_Proxy_Not_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_not_url = /** @type {((inputs: Doctor_Proxy_Not_UrlInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_Not_UrlInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_not_url(inputs)
	return __en.doctor_proxy_not_url(inputs)
});
/**
* | output |
* | --- |
* | "Set {variable} to the proxy's address, e.g. http://proxy.example:3128, or unset it." |
*
* @param {Doctor_Proxy_Not_Url_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_not_url_fix = /** @type {((inputs: Doctor_Proxy_Not_Url_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_Not_Url_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_not_url_fix(inputs)
	return __en.doctor_proxy_not_url_fix(inputs)
});
/**
* | output |
* | --- |
* | "The OS proxy settings (system settings or PAC) are not visible to the CLI." |
*
* @param {Doctor_Proxy_Os_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_os_hidden = /** @type {((inputs?: Doctor_Proxy_Os_HiddenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_Os_HiddenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_os_hidden(inputs)
	return __en.doctor_proxy_os_hidden(inputs)
});
/**
* | output |
* | --- |
* | "No proxy in the environment, and the system's proxy settings send the service directly." |
*
* @param {Doctor_Proxy_System_DirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_direct = /** @type {((inputs?: Doctor_Proxy_System_DirectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_System_DirectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_system_direct(inputs)
	return __en.doctor_proxy_system_direct(inputs)
});
/**
* | output |
* | --- |
* | "Check the proxy in your system's network settings (or its PAC file) and that the proxy is running; or set HTTPS_PROXY to a working proxy before starting Time..." |
*
* @param {Doctor_Proxy_System_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_fix = /** @type {((inputs?: Doctor_Proxy_System_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_System_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_system_fix(inputs)
	return __en.doctor_proxy_system_fix(inputs)
});
/**
* | output |
* | --- |
* | "No proxy in the environment; there is no service address yet to ask the system settings about." |
*
* @param {Doctor_Proxy_System_No_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_no_address = /** @type {((inputs?: Doctor_Proxy_System_No_AddressInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_System_No_AddressInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_system_no_address(inputs)
	return __en.doctor_proxy_system_no_address(inputs)
});
/**
* | output |
* | --- |
* | "The system's proxy settings send {origin} through {host}." |
*
* @param {Doctor_Proxy_System_SendsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_sends = /** @type {((inputs: Doctor_Proxy_System_SendsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_System_SendsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_system_sends(inputs)
	return __en.doctor_proxy_system_sends(inputs)
});
/**
* | output |
* | --- |
* | "Requests to {origin} go through the proxy at {host} (from the system's proxy settings)." |
*
* @param {Doctor_Proxy_System_ThroughInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_through = /** @type {((inputs: Doctor_Proxy_System_ThroughInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_System_ThroughInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_system_through(inputs)
	return __en.doctor_proxy_system_through(inputs)
});
/**
* | output |
* | --- |
* | "The system's proxy settings give {origin} \"{rule}\", a kind of proxy Timetray cannot use (HTTP CONNECT proxies only), so it connects directly." |
*
* @param {Doctor_Proxy_System_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_unsupported = /** @type {((inputs: Doctor_Proxy_System_UnsupportedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_System_UnsupportedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_system_unsupported(inputs)
	return __en.doctor_proxy_system_unsupported(inputs)
});
/**
* | output |
* | --- |
* | "Requests go through the proxy at {host} (from {variable})." |
*
* @param {Doctor_Proxy_ThroughInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_through = /** @type {((inputs: Doctor_Proxy_ThroughInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_ThroughInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_through(inputs)
	return __en.doctor_proxy_through(inputs)
});
/**
* | output |
* | --- |
* | "Fix or remove the CA file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` removes it)." |
*
* @param {Doctor_Service_Ca_File_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ca_file_fix = /** @type {((inputs?: Doctor_Service_Ca_File_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Ca_File_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_ca_file_fix(inputs)
	return __en.doctor_service_ca_file_fix(inputs)
});
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\")" |
*
* @param {Doctor_Service_CertInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert = /** @type {((inputs: Doctor_Service_CertInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_CertInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_cert(inputs)
	return __en.doctor_service_cert(inputs)
});
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\", trusted through your CA file)" |
*
* @param {Doctor_Service_Cert_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert_ca_file = /** @type {((inputs: Doctor_Service_Cert_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Cert_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_cert_ca_file(inputs)
	return __en.doctor_service_cert_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\", trusted through NODE_EXTRA_CA_CERTS)" |
*
* @param {Doctor_Service_Cert_ExtraInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert_extra = /** @type {((inputs: Doctor_Service_Cert_ExtraInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Cert_ExtraInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_cert_extra(inputs)
	return __en.doctor_service_cert_extra(inputs)
});
/**
* | output |
* | --- |
* | "Check your internet connection and the service address (`timetray accounts`)." |
*
* @param {Doctor_Service_Connect_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_connect_fix = /** @type {((inputs?: Doctor_Service_Connect_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Connect_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_connect_fix(inputs)
	return __en.doctor_service_connect_fix(inputs)
});
/**
* | output |
* | --- |
* | "Check your internet connection and the service address (`timetray accounts`); on a network that needs a proxy, set HTTPS_PROXY." |
*
* @param {Doctor_Service_Connect_Proxy_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_connect_proxy_fix = /** @type {((inputs?: Doctor_Service_Connect_Proxy_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Connect_Proxy_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_connect_proxy_fix(inputs)
	return __en.doctor_service_connect_proxy_fix(inputs)
});
/**
* | output |
* | --- |
* | "Check this computer's clock and time zone (see the clock check)." |
*
* @param {Doctor_Service_Expired_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_expired_fix = /** @type {((inputs?: Doctor_Service_Expired_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Expired_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_expired_fix(inputs)
	return __en.doctor_service_expired_fix(inputs)
});
/**
* | output |
* | --- |
* | "The certificate {origin} presented is issued by \"{issuer}\", which is not a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way." |
*
* @param {Doctor_Service_InspectedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspected = /** @type {((inputs: Doctor_Service_InspectedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_InspectedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_inspected(inputs)
	return __en.doctor_service_inspected(inputs)
});
/**
* | output |
* | --- |
* | "The certificate {origin} presented is not from a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way." |
*
* @param {Doctor_Service_Inspected_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspected_unknown = /** @type {((inputs: Doctor_Service_Inspected_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Inspected_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_inspected_unknown(inputs)
	return __en.doctor_service_inspected_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Ask your IT for the proxy's CA certificate as a PEM file and add it in Settings → Extra CA file (or `timetray config set caFile FILE`)." |
*
* @param {Doctor_Service_Inspecting_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspecting_fix = /** @type {((inputs?: Doctor_Service_Inspecting_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Inspecting_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_inspecting_fix(inputs)
	return __en.doctor_service_inspecting_fix(inputs)
});
/**
* | output |
* | --- |
* | "It was issued by \"{issuer}\"." |
*
* @param {Doctor_Service_Issued_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_issued_by = /** @type {((inputs: Doctor_Service_Issued_ByInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Issued_ByInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_issued_by(inputs)
	return __en.doctor_service_issued_by(inputs)
});
/**
* | output |
* | --- |
* | "No account yet, so there is no service address to check." |
*
* @param {Doctor_Service_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_account = /** @type {((inputs?: Doctor_Service_No_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_No_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_no_account(inputs)
	return __en.doctor_service_no_account(inputs)
});
/**
* | output |
* | --- |
* | "no answer" |
*
* @param {Doctor_Service_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_answer = /** @type {((inputs?: Doctor_Service_No_AnswerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_No_AnswerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_no_answer(inputs)
	return __en.doctor_service_no_answer(inputs)
});
/**
* | output |
* | --- |
* | "Check that the address is the HTTPS address of the service, and whether your network inspects TLS." |
*
* @param {Doctor_Service_No_Tls_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_tls_fix = /** @type {((inputs?: Doctor_Service_No_Tls_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_No_Tls_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_no_tls_fix(inputs)
	return __en.doctor_service_no_tls_fix(inputs)
});
/**
* | output |
* | --- |
* | "Not tried: {detail}" |
*
* @param {Doctor_Service_Not_TriedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_not_tried = /** @type {((inputs: Doctor_Service_Not_TriedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Not_TriedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_not_tried(inputs)
	return __en.doctor_service_not_tried(inputs)
});
/**
* | output |
* | --- |
* | "{origin} answered over TLS in {ms} ms (HTTP {status}); {cert}." |
*
* @param {Doctor_Service_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ok = /** @type {((inputs: Doctor_Service_OkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_OkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_ok(inputs)
	return __en.doctor_service_ok(inputs)
});
/**
* | output |
* | --- |
* | "{origin} answered over TLS through the proxy at {proxy} in {ms} ms (HTTP {status}); {cert}." |
*
* @param {Doctor_Service_Ok_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ok_via = /** @type {((inputs: Doctor_Service_Ok_ViaInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Ok_ViaInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_ok_via(inputs)
	return __en.doctor_service_ok_via(inputs)
});
/**
* | output |
* | --- |
* | "Check HTTPS_PROXY (host and port) and that the proxy runs; on a network without a proxy, unset it." |
*
* @param {Doctor_Service_Proxy_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_proxy_fix = /** @type {((inputs?: Doctor_Service_Proxy_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Proxy_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_proxy_fix(inputs)
	return __en.doctor_service_proxy_fix(inputs)
});
/**
* | output |
* | --- |
* | "Ask your IT whether the proxy allows the service, or add the service to NO_PROXY if it is reachable directly." |
*
* @param {Doctor_Service_Proxy_Rules_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_proxy_rules_fix = /** @type {((inputs?: Doctor_Service_Proxy_Rules_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Proxy_Rules_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_proxy_rules_fix(inputs)
	return __en.doctor_service_proxy_rules_fix(inputs)
});
/**
* | output |
* | --- |
* | "TLS to {origin} works ({cert}), but a request then failed: {why}." |
*
* @param {Doctor_Service_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed = /** @type {((inputs: Doctor_Service_Request_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Request_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_request_failed(inputs)
	return __en.doctor_service_request_failed(inputs)
});
/**
* | output |
* | --- |
* | "Try again; if it persists, check the service address (`timetray accounts`)." |
*
* @param {Doctor_Service_Request_Failed_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed_fix = /** @type {((inputs?: Doctor_Service_Request_Failed_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Request_Failed_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_request_failed_fix(inputs)
	return __en.doctor_service_request_failed_fix(inputs)
});
/**
* | output |
* | --- |
* | "TLS to {origin} through the proxy at {proxy} works ({cert}), but a request then failed: {why}." |
*
* @param {Doctor_Service_Request_Failed_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed_via = /** @type {((inputs: Doctor_Service_Request_Failed_ViaInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Request_Failed_ViaInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_request_failed_via(inputs)
	return __en.doctor_service_request_failed_via(inputs)
});
/**
* | output |
* | --- |
* | "{origin} accepted the connection but no secure (TLS) answer came in time." |
*
* @param {Doctor_Service_Tls_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_tls_timeout = /** @type {((inputs: Doctor_Service_Tls_TimeoutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Tls_TimeoutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_tls_timeout(inputs)
	return __en.doctor_service_tls_timeout(inputs)
});
/**
* | output |
* | --- |
* | "Check the service address (`timetray accounts`): it must be the HTTPS address; a firewall may also be holding the connection." |
*
* @param {Doctor_Service_Tls_Timeout_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_tls_timeout_fix = /** @type {((inputs?: Doctor_Service_Tls_Timeout_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Tls_Timeout_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_tls_timeout_fix(inputs)
	return __en.doctor_service_tls_timeout_fix(inputs)
});
/**
* | output |
* | --- |
* | "{origin} cannot be reached." |
*
* @param {Doctor_Service_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_unreachable = /** @type {((inputs: Doctor_Service_UnreachableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_UnreachableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_unreachable(inputs)
	return __en.doctor_service_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "{origin} cannot be reached through the proxy at {proxy}." |
*
* @param {Doctor_Service_Unreachable_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_unreachable_via = /** @type {((inputs: Doctor_Service_Unreachable_ViaInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Unreachable_ViaInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_unreachable_via(inputs)
	return __en.doctor_service_unreachable_via(inputs)
});
/**
* | output |
* | --- |
* | "Check the service address (`timetray accounts`); sign in again with the right one." |
*
* @param {Doctor_Service_Wrong_Name_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_wrong_name_fix = /** @type {((inputs?: Doctor_Service_Wrong_Name_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Service_Wrong_Name_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_service_wrong_name_fix(inputs)
	return __en.doctor_service_wrong_name_fix(inputs)
});
/**
* | output |
* | --- |
* | "No graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set): the tray app cannot start here; the `timetray` command works." |
*
* @param {Doctor_Session_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_none = /** @type {((inputs?: Doctor_Session_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Session_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_session_none(inputs)
	return __en.doctor_session_none(inputs)
});
/**
* | output |
* | --- |
* | "Start Timetray from your desktop session; over SSH or in a container, use the `timetray` command." |
*
* @param {Doctor_Session_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_none_fix = /** @type {((inputs?: Doctor_Session_None_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Session_None_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_session_none_fix(inputs)
	return __en.doctor_session_none_fix(inputs)
});
/**
* | output |
* | --- |
* | "Not Linux: windows and shortcuts work without a display server choice." |
*
* @param {Doctor_Session_Not_LinuxInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_not_linux = /** @type {((inputs?: Doctor_Session_Not_LinuxInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Session_Not_LinuxInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_session_not_linux(inputs)
	return __en.doctor_session_not_linux(inputs)
});
/**
* | output |
* | --- |
* | "Unknown session type \"{type}\": window placement and shortcuts may not work." |
*
* @param {Doctor_Session_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_unknown = /** @type {((inputs: Doctor_Session_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Session_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_session_unknown(inputs)
	return __en.doctor_session_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Use an X11 or Wayland desktop session." |
*
* @param {Doctor_Session_Unknown_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_unknown_fix = /** @type {((inputs?: Doctor_Session_Unknown_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Session_Unknown_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_session_unknown_fix(inputs)
	return __en.doctor_session_unknown_fix(inputs)
});
/**
* | output |
* | --- |
* | "Wayland session: apps cannot place their own windows, so the window opens where the desktop puts it (not next to the tray icon) and may not hide when it lose..." |
*
* @param {Doctor_Session_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_wayland = /** @type {((inputs?: Doctor_Session_WaylandInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Session_WaylandInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_session_wayland(inputs)
	return __en.doctor_session_wayland(inputs)
});
/**
* | output |
* | --- |
* | "X11 session: the window opens next to the tray icon, and a global shortcut is registered directly." |
*
* @param {Doctor_Session_X11Inputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_x11 = /** @type {((inputs?: Doctor_Session_X11Inputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Session_X11Inputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_session_x11(inputs)
	return __en.doctor_session_x11(inputs)
});
/**
* | output |
* | --- |
* | "Whether it is registered is known only to the running app." |
*
* @param {Doctor_Shortcut_App_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_app_only = /** @type {((inputs?: Doctor_Shortcut_App_OnlyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_App_OnlyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_app_only(inputs)
	return __en.doctor_shortcut_app_only(inputs)
});
/**
* | output |
* | --- |
* | "Choose another shortcut in Settings (or `timetray config set globalShortcut KEYS`): another app may hold this one. Or turn it off there." |
*
* @param {Doctor_Shortcut_Choose_AnotherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_choose_another = /** @type {((inputs?: Doctor_Shortcut_Choose_AnotherInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_Choose_AnotherInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_choose_another(inputs)
	return __en.doctor_shortcut_choose_another(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} is configured." |
*
* @param {Doctor_Shortcut_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_configured = /** @type {((inputs: Doctor_Shortcut_ConfiguredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_ConfiguredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_configured(inputs)
	return __en.doctor_shortcut_configured(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} is configured, but this Wayland session has no GlobalShortcuts portal (org.freedesktop.portal.GlobalShortcuts), so the shortcut cannot work." |
*
* @param {Doctor_Shortcut_No_PortalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_no_portal = /** @type {((inputs: Doctor_Shortcut_No_PortalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_No_PortalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_no_portal(inputs)
	return __en.doctor_shortcut_no_portal(inputs)
});
/**
* | output |
* | --- |
* | "Install your desktop's xdg-desktop-portal backend with global shortcuts (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome), or bind a key in ..." |
*
* @param {Doctor_Shortcut_No_Portal_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_no_portal_fix = /** @type {((inputs?: Doctor_Shortcut_No_Portal_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_No_Portal_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_no_portal_fix(inputs)
	return __en.doctor_shortcut_no_portal_fix(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} is not registered: {problem}" |
*
* @param {Doctor_Shortcut_Not_RegisteredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_not_registered = /** @type {((inputs: Doctor_Shortcut_Not_RegisteredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_Not_RegisteredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_not_registered(inputs)
	return __en.doctor_shortcut_not_registered(inputs)
});
/**
* | output |
* | --- |
* | "No global shortcut is configured (off). Set one with `timetray config set globalShortcut CommandOrControl+Alt+T`." |
*
* @param {Doctor_Shortcut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_off = /** @type {((inputs?: Doctor_Shortcut_OffInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_OffInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_off(inputs)
	return __en.doctor_shortcut_off(inputs)
});
/**
* | output |
* | --- |
* | "Or turn it off: `timetray config set globalShortcut off`." |
*
* @param {Doctor_Shortcut_Off_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_off_fix = /** @type {((inputs?: Doctor_Shortcut_Off_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_Off_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_off_fix(inputs)
	return __en.doctor_shortcut_off_fix(inputs)
});
/**
* | output |
* | --- |
* | "On Wayland, also check that your desktop accepted it (its GlobalShortcuts portal may have asked)." |
*
* @param {Doctor_Shortcut_Portal_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_portal_check = /** @type {((inputs?: Doctor_Shortcut_Portal_CheckInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_Portal_CheckInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_portal_check(inputs)
	return __en.doctor_shortcut_portal_check(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} is registered." |
*
* @param {Doctor_Shortcut_RegisteredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_registered = /** @type {((inputs: Doctor_Shortcut_RegisteredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_RegisteredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_registered(inputs)
	return __en.doctor_shortcut_registered(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} is registered through the desktop portal." |
*
* @param {Doctor_Shortcut_Registered_PortalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_registered_portal = /** @type {((inputs: Doctor_Shortcut_Registered_PortalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_Registered_PortalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_registered_portal(inputs)
	return __en.doctor_shortcut_registered_portal(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} is configured; on Wayland the desktop's GlobalShortcuts portal registers it and may ask you to confirm." |
*
* @param {Doctor_Shortcut_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_wayland = /** @type {((inputs: Doctor_Shortcut_WaylandInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Shortcut_WaylandInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_shortcut_wayland(inputs)
	return __en.doctor_shortcut_wayland(inputs)
});
/**
* | output |
* | --- |
* | "Sign in again: {login}." |
*
* @param {Doctor_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_sign_in_again = /** @type {((inputs: Doctor_Sign_In_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Sign_In_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_sign_in_again(inputs)
	return __en.doctor_sign_in_again(inputs)
});
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Doctor_Span_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_days = /** @type {((inputs: Doctor_Span_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Span_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_span_days(inputs)
	return __en.doctor_span_days(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Doctor_Span_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_hours = /** @type {((inputs: Doctor_Span_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Span_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_span_hours(inputs)
	return __en.doctor_span_hours(inputs)
});
/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Doctor_Span_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_minutes = /** @type {((inputs: Doctor_Span_MinutesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Span_MinutesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_span_minutes(inputs)
	return __en.doctor_span_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Everything looks fine." |
*
* @param {Doctor_Summary_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_summary_fine = /** @type {((inputs?: Doctor_Summary_FineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Summary_FineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_summary_fine(inputs)
	return __en.doctor_summary_fine(inputs)
});
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
export const doctor_summary_problems = /** @type {((inputs: Doctor_Summary_ProblemsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Summary_ProblemsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_summary_problems(inputs)
	return __en.doctor_summary_problems(inputs)
});
/**
* | output |
* | --- |
* | "In a Flatpak, also grant `--talk-name={watcher}`." |
*
* @param {Doctor_Tray_Flatpak_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_flatpak_fix = /** @type {((inputs: Doctor_Tray_Flatpak_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_Flatpak_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_flatpak_fix(inputs)
	return __en.doctor_tray_flatpak_fix(inputs)
});
/**
* | output |
* | --- |
* | "GNOME shows no tray icons by itself, and the AppIndicator extension is not running (no {watcher} on the session bus)." |
*
* @param {Doctor_Tray_GnomeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_gnome = /** @type {((inputs: Doctor_Tray_GnomeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_GnomeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_gnome(inputs)
	return __en.doctor_tray_gnome(inputs)
});
/**
* | output |
* | --- |
* | "Install and enable the \"AppIndicator and KStatusNotifierItem Support\" GNOME Shell extension (Debian/Ubuntu: `sudo apt install gnome-shell-extension-appindica..." |
*
* @param {Doctor_Tray_Gnome_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_gnome_fix = /** @type {((inputs?: Doctor_Tray_Gnome_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_Gnome_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_gnome_fix(inputs)
	return __en.doctor_tray_gnome_fix(inputs)
});
/**
* | output |
* | --- |
* | "The tray icon lives in the macOS menu bar; no extra host is needed." |
*
* @param {Doctor_Tray_MacosInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_macos = /** @type {((inputs?: Doctor_Tray_MacosInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_MacosInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_macos(inputs)
	return __en.doctor_tray_macos(inputs)
});
/**
* | output |
* | --- |
* | "{problem}: the tray icon is shown through the session bus." |
*
* @param {Doctor_Tray_No_BusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_bus = /** @type {((inputs: Doctor_Tray_No_BusInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_No_BusInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_no_bus(inputs)
	return __en.doctor_tray_no_bus(inputs)
});
/**
* | output |
* | --- |
* | "No graphical session here, so only the tray app (which needs a desktop anyway) is affected; the `timetray` command works without a tray:" |
*
* @param {Doctor_Tray_No_DesktopInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_desktop = /** @type {((inputs?: Doctor_Tray_No_DesktopInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_No_DesktopInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_no_desktop(inputs)
	return __en.doctor_tray_no_desktop(inputs)
});
/**
* | output |
* | --- |
* | "{watcher} runs, but no panel has registered as a host: the tray icon may not be visible." |
*
* @param {Doctor_Tray_No_HostInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_host = /** @type {((inputs: Doctor_Tray_No_HostInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_No_HostInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_no_host(inputs)
	return __en.doctor_tray_no_host(inputs)
});
/**
* | output |
* | --- |
* | "Add a system tray (status notifier) applet to your panel." |
*
* @param {Doctor_Tray_No_Host_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_host_fix = /** @type {((inputs?: Doctor_Tray_No_Host_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_No_Host_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_no_host_fix(inputs)
	return __en.doctor_tray_no_host_fix(inputs)
});
/**
* | output |
* | --- |
* | "No StatusNotifier host on the session bus (no {watcher}): {desktop} will not show Timetray's tray icon." |
*
* @param {Doctor_Tray_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none = /** @type {((inputs: Doctor_Tray_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_none(inputs)
	return __en.doctor_tray_none(inputs)
});
/**
* | output |
* | --- |
* | "Add a system tray that supports StatusNotifierItem/AppIndicator icons to your panel (KDE Plasma and Cinnamon have one; Xfce: xfce4-statusnotifier-plugin; MAT..." |
*
* @param {Doctor_Tray_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none_fix = /** @type {((inputs?: Doctor_Tray_None_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_None_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_none_fix(inputs)
	return __en.doctor_tray_none_fix(inputs)
});
/**
* | output |
* | --- |
* | "No StatusNotifier host on the session bus (no {watcher}): this desktop will not show Timetray's tray icon." |
*
* @param {Doctor_Tray_None_This_DesktopInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none_this_desktop = /** @type {((inputs: Doctor_Tray_None_This_DesktopInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_None_This_DesktopInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_none_this_desktop(inputs)
	return __en.doctor_tray_none_this_desktop(inputs)
});
/**
* | output |
* | --- |
* | "A StatusNotifier host ({watcher}) is on the session bus: the tray icon can show." |
*
* @param {Doctor_Tray_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_ok = /** @type {((inputs: Doctor_Tray_OkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_OkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_ok(inputs)
	return __en.doctor_tray_ok(inputs)
});
/**
* | output |
* | --- |
* | "Could not check for a tray host: {problem}." |
*
* @param {Doctor_Tray_UncheckedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_unchecked = /** @type {((inputs: Doctor_Tray_UncheckedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_UncheckedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_unchecked(inputs)
	return __en.doctor_tray_unchecked(inputs)
});
/**
* | output |
* | --- |
* | "Install dbus-send (Debian/Ubuntu: `apt install dbus-bin`) and run `timetray doctor` again." |
*
* @param {Doctor_Tray_Unchecked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_unchecked_fix = /** @type {((inputs?: Doctor_Tray_Unchecked_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_Unchecked_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_unchecked_fix(inputs)
	return __en.doctor_tray_unchecked_fix(inputs)
});
/**
* | output |
* | --- |
* | "Until then, Timetray's window and the `timetray` command work without the icon." |
*
* @param {Doctor_Tray_Until_ThenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_until_then = /** @type {((inputs?: Doctor_Tray_Until_ThenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_Until_ThenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_until_then(inputs)
	return __en.doctor_tray_until_then(inputs)
});
/**
* | output |
* | --- |
* | "The tray icon lives in the Windows notification area; no extra host is needed." |
*
* @param {Doctor_Tray_WindowsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_windows = /** @type {((inputs?: Doctor_Tray_WindowsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Tray_WindowsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_tray_windows(inputs)
	return __en.doctor_tray_windows(inputs)
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
* | "Could not connect to {origin} in time" |
*
* @param {Net_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_connect_timeout = /** @type {((inputs: Net_Connect_TimeoutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Connect_TimeoutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_connect_timeout(inputs)
	return __en.net_connect_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The connection to {origin} was cut off" |
*
* @param {Net_Cut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_cut_off = /** @type {((inputs: Net_Cut_OffInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Cut_OffInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_cut_off(inputs)
	return __en.net_cut_off(inputs)
});
/**
* | output |
* | --- |
* | "The server's certificate is expired or not yet valid ({code})" |
*
* @param {Net_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_expired = /** @type {((inputs: Net_ExpiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_ExpiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_expired(inputs)
	return __en.net_expired(inputs)
});
/**
* | output |
* | --- |
* | "check the service address." |
*
* @param {Net_Fix_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address = /** @type {((inputs?: Net_Fix_AddressInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_AddressInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_address(inputs)
	return __en.net_fix_address(inputs)
});
/**
* | output |
* | --- |
* | "check the address and your internet connection." |
*
* @param {Net_Fix_Address_InternetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address_internet = /** @type {((inputs?: Net_Fix_Address_InternetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_Address_InternetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_address_internet(inputs)
	return __en.net_fix_address_internet(inputs)
});
/**
* | output |
* | --- |
* | "is the service address right?" |
*
* @param {Net_Fix_Address_RightInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address_right = /** @type {((inputs?: Net_Fix_Address_RightInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_Address_RightInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_address_right(inputs)
	return __en.net_fix_address_right(inputs)
});
/**
* | output |
* | --- |
* | "if your network inspects TLS, add its CA file in Settings or with `timetray config set caFile FILE`; `timetray doctor` names who issued the certificate." |
*
* @param {Net_Fix_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_ca_file = /** @type {((inputs?: Net_Fix_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_ca_file(inputs)
	return __en.net_fix_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "check this computer's clock." |
*
* @param {Net_Fix_ClockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_clock = /** @type {((inputs?: Net_Fix_ClockInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_ClockInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_clock(inputs)
	return __en.net_fix_clock(inputs)
});
/**
* | output |
* | --- |
* | "check your connection." |
*
* @param {Net_Fix_ConnectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_connection = /** @type {((inputs?: Net_Fix_ConnectionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_ConnectionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_connection(inputs)
	return __en.net_fix_connection(inputs)
});
/**
* | output |
* | --- |
* | "is this an HTTPS address?" |
*
* @param {Net_Fix_HttpsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_https = /** @type {((inputs?: Net_Fix_HttpsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_HttpsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_https(inputs)
	return __en.net_fix_https(inputs)
});
/**
* | output |
* | --- |
* | "check your internet connection." |
*
* @param {Net_Fix_InternetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_internet = /** @type {((inputs?: Net_Fix_InternetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_InternetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_internet(inputs)
	return __en.net_fix_internet(inputs)
});
/**
* | output |
* | --- |
* | "check your network." |
*
* @param {Net_Fix_NetworkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_network = /** @type {((inputs?: Net_Fix_NetworkInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_NetworkInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_network(inputs)
	return __en.net_fix_network(inputs)
});
/**
* | output |
* | --- |
* | "check the proxy's rules for {origin}." |
*
* @param {Net_Fix_Proxy_RulesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_rules = /** @type {((inputs: Net_Fix_Proxy_RulesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_Proxy_RulesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_proxy_rules(inputs)
	return __en.net_fix_proxy_rules(inputs)
});
/**
* | output |
* | --- |
* | "check {setting} and that the proxy runs." |
*
* @param {Net_Fix_Proxy_RunsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_runs = /** @type {((inputs: Net_Fix_Proxy_RunsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_Proxy_RunsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_proxy_runs(inputs)
	return __en.net_fix_proxy_runs(inputs)
});
/**
* | output |
* | --- |
* | "check {setting}." |
*
* @param {Net_Fix_Proxy_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_setting = /** @type {((inputs: Net_Fix_Proxy_SettingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_Proxy_SettingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_proxy_setting(inputs)
	return __en.net_fix_proxy_setting(inputs)
});
/**
* | output |
* | --- |
* | "try again." |
*
* @param {Net_Fix_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_try_again = /** @type {((inputs?: Net_Fix_Try_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Fix_Try_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_fix_try_again(inputs)
	return __en.net_fix_try_again(inputs)
});
/**
* | output |
* | --- |
* | "A secure connection to {origin} could not be set up ({code})" |
*
* @param {Net_No_TlsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_no_tls = /** @type {((inputs: Net_No_TlsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_No_TlsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_no_tls(inputs)
	return __en.net_no_tls(inputs)
});
/**
* | output |
* | --- |
* | "Cannot find {origin}" |
*
* @param {Net_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_not_found = /** @type {((inputs: Net_Not_FoundInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Not_FoundInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_not_found(inputs)
	return __en.net_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Cannot find the proxy at {proxy}" |
*
* @param {Net_Proxy_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_not_found = /** @type {((inputs: Net_Proxy_Not_FoundInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Proxy_Not_FoundInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_proxy_not_found(inputs)
	return __en.net_proxy_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The proxy at {proxy} refused the connection" |
*
* @param {Net_Proxy_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_refused = /** @type {((inputs: Net_Proxy_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Proxy_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_proxy_refused(inputs)
	return __en.net_proxy_refused(inputs)
});
/**
* | output |
* | --- |
* | "The proxy at {proxy} did not answer in time" |
*
* @param {Net_Proxy_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_timeout = /** @type {((inputs: Net_Proxy_TimeoutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Proxy_TimeoutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_proxy_timeout(inputs)
	return __en.net_proxy_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The proxy at {proxy} cannot be reached ({code})" |
*
* @param {Net_Proxy_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_unreachable = /** @type {((inputs: Net_Proxy_UnreachableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Proxy_UnreachableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_proxy_unreachable(inputs)
	return __en.net_proxy_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "{origin} refused the connection" |
*
* @param {Net_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_refused = /** @type {((inputs: Net_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_refused(inputs)
	return __en.net_refused(inputs)
});
/**
* | output |
* | --- |
* | "{origin} took too long to answer" |
*
* @param {Net_Slow_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_slow_answer = /** @type {((inputs: Net_Slow_AnswerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Slow_AnswerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_slow_answer(inputs)
	return __en.net_slow_answer(inputs)
});
/**
* | output |
* | --- |
* | "the system's proxy settings" |
*
* @param {Net_System_Proxy_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_system_proxy_settings = /** @type {((inputs?: Net_System_Proxy_SettingsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_System_Proxy_SettingsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_system_proxy_settings(inputs)
	return __en.net_system_proxy_settings(inputs)
});
/**
* | output |
* | --- |
* | "The proxy refused to connect to the service ({status})" |
*
* @param {Net_Tunnel_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_tunnel_refused = /** @type {((inputs: Net_Tunnel_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Tunnel_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_tunnel_refused(inputs)
	return __en.net_tunnel_refused(inputs)
});
/**
* | output |
* | --- |
* | "Could not reach {origin}" |
*
* @param {Net_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unknown = /** @type {((inputs: Net_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_unknown(inputs)
	return __en.net_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Could not reach {origin} ({code})" |
*
* @param {Net_Unknown_CodeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unknown_code = /** @type {((inputs: Net_Unknown_CodeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Unknown_CodeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_unknown_code(inputs)
	return __en.net_unknown_code(inputs)
});
/**
* | output |
* | --- |
* | "{origin} is unreachable" |
*
* @param {Net_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unreachable = /** @type {((inputs: Net_UnreachableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_UnreachableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_unreachable(inputs)
	return __en.net_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "The server's certificate is not trusted ({code})" |
*
* @param {Net_UntrustedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_untrusted = /** @type {((inputs: Net_UntrustedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_UntrustedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_untrusted(inputs)
	return __en.net_untrusted(inputs)
});
/**
* | output |
* | --- |
* | "The server's certificate is for another name than {origin}" |
*
* @param {Net_Wrong_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_wrong_name = /** @type {((inputs: Net_Wrong_NameInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Net_Wrong_NameInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.net_wrong_name(inputs)
	return __en.net_wrong_name(inputs)
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