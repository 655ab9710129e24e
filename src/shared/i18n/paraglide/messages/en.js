/* eslint-disable */
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
import * as registry from "../registry.js"


export const about = /** @type {(inputs: AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const about_cache = /** @type {(inputs: About_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache`)
};

export const about_keychain = /** @type {(inputs: About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain`)
};

export const about_logs = /** @type {(inputs: About_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logs`)
};

export const about_settings_folder = /** @type {(inputs: About_Settings_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings folder`)
};

export const about_user_agent = /** @type {(inputs: About_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent`)
};

export const about_version = /** @type {(inputs: About_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const account_id_hint_end = /** @type {(inputs: Account_Id_Hint_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the web app’s address, e.g.`)
};

export const account_id_hint_start = /** @type {(inputs: Account_Id_Hint_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code after`)
};

export const account_label = /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account:`)
};

export const account_signed_out = /** @type {(inputs: Account_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account} — signed out`)
};

export const accounts = /** @type {(inputs: AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts`)
};

export const add_account = /** @type {(inputs: Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add account`)
};

export const add_account_menu = /** @type {(inputs: Add_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add account…`)
};

export const age_at = /** @type {(inputs: Age_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.date}`)
};

export const age_days = /** @type {(inputs: Age_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 day ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} days ago`);
	return /** @type {LocalizedString} */ ("age_days");
};

export const age_hours = /** @type {(inputs: Age_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} h ago`)
};

export const age_just_now = /** @type {(inputs: Age_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just now`)
};

export const age_minutes = /** @type {(inputs: Age_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} min ago`)
};

export const all_archived = /** @type {(inputs: All_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.count} projects are archived — tick “Show archived” to see them.`)
};

export const another_account_or_address = /** @type {(inputs: Another_Account_Or_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another account or address`)
};

export const archived_badge = /** @type {(inputs: Archived_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archived`)
};

export const as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.time}`)
};

export const as_of_refreshing = /** @type {(inputs: As_Of_RefreshingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.time} · refreshing…`)
};

export const back = /** @type {(inputs: BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const banner_saved_list = /** @type {(inputs: Banner_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the saved list from ${i?.time}.`)
};

export const billable = /** @type {(inputs: BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable`)
};

export const billable_by_person = /** @type {(inputs: Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable, by person`)
};

export const billable_by_project = /** @type {(inputs: Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable, by project`)
};

export const bridge_missing = /** @type {(inputs: Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray’s bridge is missing: this page only works inside the app.`)
};

export const ca_file_hint = /** @type {(inputs: Ca_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a network that inspects TLS: its CA certificate as a PEM file.`)
};

export const ca_file_removed = /** @type {(inputs: Ca_File_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA file removed.`)
};

export const ca_file_saved = /** @type {(inputs: Ca_File_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA file saved.`)
};

export const call_failed = /** @type {(inputs: Call_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not do that. Please try again.`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const check_accounts = /** @type {(inputs: Check_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const check_ca_file = /** @type {(inputs: Check_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA file`)
};

export const check_clock = /** @type {(inputs: Check_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clock`)
};

export const check_keychain = /** @type {(inputs: Check_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain`)
};

export const check_proxy = /** @type {(inputs: Check_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proxy`)
};

export const check_service = /** @type {(inputs: Check_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const check_session_type = /** @type {(inputs: Check_Session_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session`)
};

export const check_settings = /** @type {(inputs: Check_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings file`)
};

export const check_shortcut = /** @type {(inputs: Check_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcut`)
};

export const check_tray_host = /** @type {(inputs: Check_Tray_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tray icon`)
};

export const checking = /** @type {(inputs: CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

export const choose_ca_file = /** @type {(inputs: Choose_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose CA file…`)
};

export const copied = /** @type {(inputs: CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied ✓`)
};

export const copy_hint = /** @type {(inputs: Copy_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} · Markdown for a client update`)
};

export const copy_summary = /** @type {(inputs: Copy_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy summary`)
};

export const customer_fallback = /** @type {(inputs: Customer_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id}`)
};

export const details_saved_earlier = /** @type {(inputs: Details_Saved_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing the details Timetray saved earlier.`)
};

export const doctor_account_active_signed_out = /** @type {(inputs: Doctor_Account_Active_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is the active account, so the app shows no fresh projects.`)
};

export const doctor_account_foreign_agent = /** @type {(inputs: Doctor_Account_Foreign_AgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in with a token made by another program (User-Agent "${i?.userAgent}"); Timetray sends it with that User-Agent, as the service requires; ${i?.refresh}.`)
};

export const doctor_account_foreign_agent_fix = /** @type {(inputs: Doctor_Account_Foreign_Agent_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing breaks; to use a token of Timetray's own (User-Agent ${i?.userAgent}), sign in again: ${i?.login}.`)
};

export const doctor_account_last_refresh = /** @type {(inputs: Doctor_Account_Last_RefreshInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last successful refresh ${i?.when} (${i?.ago})`)
};

export const doctor_account_never_refreshed = /** @type {(inputs: Doctor_Account_Never_RefreshedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no successful refresh on this computer yet`)
};

export const doctor_account_signed_in = /** @type {(inputs: Doctor_Account_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in (token in the keychain, made with Timetray's User-Agent ${i?.userAgent}); ${i?.refresh}.`)
};

export const doctor_account_signed_out = /** @type {(inputs: Doctor_Account_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out (no token in the keychain).`)
};

export const doctor_account_signed_out_why = /** @type {(inputs: Doctor_Account_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out: ${i?.reason}`)
};

export const doctor_account_unbound = /** @type {(inputs: Doctor_Account_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its address in settings.json (${i?.baseUrl}) does not match its keychain entry, so its token is not used.`)
};

export const doctor_account_unbound_fix = /** @type {(inputs: Doctor_Account_Unbound_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in again with the right address: ${i?.login}.`)
};

export const doctor_account_unchecked = /** @type {(inputs: Doctor_Account_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether it is signed in could not be checked: the keychain is unusable.`)
};

export const doctor_account_unchecked_fix = /** @type {(inputs: Doctor_Account_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix the keychain check first.`)
};

export const doctor_account_unreadable = /** @type {(inputs: Doctor_Account_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its keychain entry is not one Timetray wrote (it cannot be read as a token).`)
};

export const doctor_accounts_none = /** @type {(inputs: Doctor_Accounts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No accounts yet.`)
};

export const doctor_accounts_none_fix = /** @type {(inputs: Doctor_Accounts_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in: \`timetray login --base-url URL --email EMAIL --account ID\`.`)
};

export const doctor_ago_days = /** @type {(inputs: Doctor_Ago_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days ago`)
};

export const doctor_ago_hours = /** @type {(inputs: Doctor_Ago_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ago`)
};

export const doctor_ago_minutes = /** @type {(inputs: Doctor_Ago_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min ago`)
};

export const doctor_ago_now = /** @type {(inputs: Doctor_Ago_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just now`)
};

export const doctor_ago_unknown = /** @type {(inputs: Doctor_Ago_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown time`)
};

export const doctor_bus_address_dead = /** @type {(inputs: Doctor_Bus_Address_DeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS names no running bus (${i?.error})`)
};

export const doctor_bus_address_unset = /** @type {(inputs: Doctor_Bus_Address_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS is not set`)
};

export const doctor_bus_no_tool = /** @type {(inputs: Doctor_Bus_No_ToolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dbus-send is not installed (Debian/Ubuntu: dbus-bin)`)
};

export const doctor_bus_none = /** @type {(inputs: Doctor_Bus_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No D-Bus session bus: ${i?.why}`)
};

export const doctor_ca_all_expired = /** @type {(inputs: Doctor_Ca_All_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every certificate in ${i?.file} has expired (${i?.list}).`)
};

export const doctor_ca_cert_until = /** @type {(inputs: Doctor_Ca_Cert_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" until ${i?.day}`)
};

export const doctor_ca_choose_again = /** @type {(inputs: Doctor_Ca_Choose_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a current PEM file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` if you no longer need one).`)
};

export const doctor_ca_expires_soon = /** @type {(inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: "${i?.name}" expires in ${i?.days} days (${i?.list}).`)
};

export const doctor_ca_fine = /** @type {(inputs: Doctor_Ca_FineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.count} certificate(s), ${i?.list}; ${i?.days} days left.`)
};

export const doctor_ca_give_flag_again = /** @type {(inputs: Doctor_Ca_Give_Flag_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give --ca-file a PEM file of CA certificates, or leave it out.`)
};

export const doctor_ca_none = /** @type {(inputs: Doctor_Ca_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No extra CA file: only the system-wide trusted CAs (and NODE_EXTRA_CA_CERTS) are used.`)
};

export const doctor_ca_one_expired = /** @type {(inputs: Doctor_Ca_One_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: "${i?.name}" has expired (${i?.list}).`)
};

export const doctor_ca_renew_fix = /** @type {(inputs: Doctor_Ca_Renew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your IT for the renewed CA certificate, then choose a current PEM file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` if you no longer need one).`)
};

export const doctor_ca_unusable = /** @type {(inputs: Doctor_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The CA file cannot be used: ${i?.problem}.`)
};

export const doctor_check_crashed = /** @type {(inputs: Doctor_Check_CrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The check itself failed: ${i?.error}.`)
};

export const doctor_check_crashed_fix = /** @type {(inputs: Doctor_Check_Crashed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this with the output of \`timetray doctor --json\`.`)
};

export const doctor_check_timed_out = /** @type {(inputs: Doctor_Check_Timed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No answer within ${i?.seconds} s: the check was stopped.`)
};

export const doctor_check_timed_out_fix = /** @type {(inputs: Doctor_Check_Timed_Out_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run \`timetray doctor\` again; if it keeps timing out, the component it checks is hanging (see its other checks).`)
};

export const doctor_clock_agrees = /** @type {(inputs: Doctor_Clock_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This computer's clock agrees with ${i?.origin}'s (within ${i?.seconds} s).`)
};

export const doctor_clock_ahead = /** @type {(inputs: Doctor_Clock_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This computer's clock is ${i?.span} ahead of ${i?.origin}'s.`)
};

export const doctor_clock_bad_date = /** @type {(inputs: Doctor_Clock_Bad_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not compared: ${i?.origin} sent an unreadable Date header.`)
};

export const doctor_clock_bad_date_fix = /** @type {(inputs: Doctor_Clock_Bad_Date_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do here.`)
};

export const doctor_clock_behind = /** @type {(inputs: Doctor_Clock_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This computer's clock is ${i?.span} behind ${i?.origin}'s.`)
};

export const doctor_clock_no_account = /** @type {(inputs: Doctor_Clock_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not compared: no account yet, so no service to compare with.`)
};

export const doctor_clock_no_answer = /** @type {(inputs: Doctor_Clock_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not compared: no service answered with its time (see the service check).`)
};

export const doctor_clock_no_answer_fix = /** @type {(inputs: Doctor_Clock_No_Answer_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix the service check first.`)
};

export const doctor_clock_skew_fix = /** @type {(inputs: Doctor_Clock_Skew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on automatic time (Linux: \`timedatectl set-ntp true\`; macOS and Windows: Date & Time settings → set automatically).`)
};

export const doctor_fix_label = /** @type {(inputs: Doctor_Fix_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fix:`)
};

export const doctor_idle_ended = /** @type {(inputs: Doctor_Idle_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its token has not been used for ${i?.days} days (last use ${i?.when}); the service ends a session unused for ${i?.limit} days, so it has most likely ended.`)
};

export const doctor_idle_ending = /** @type {(inputs: Doctor_Idle_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its token has not been used for ${i?.days} days (last use ${i?.when}); the service ends the session on ${i?.ends} unless it is used.`)
};

export const doctor_idle_ending_fix = /** @type {(inputs: Doctor_Idle_Ending_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Run Timetray (the app, or any online command such as \`timetray projects\`): it uses idle accounts once a day. If the session has ended, sign in again: ${i?.login}.`)
};

export const doctor_keychain_cannot_prompt = /** @type {(inputs: Doctor_Keychain_Cannot_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No unlock prompt can be shown here (no display), so tokens cannot be read.`)
};

export const doctor_keychain_differs = /** @type {(inputs: Doctor_Keychain_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the entry read back differs from the one written.`)
};

export const doctor_keychain_locked = /** @type {(inputs: Doctor_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The default keyring (${i?.program}) is locked.`)
};

export const doctor_keychain_locked_fix = /** @type {(inputs: Doctor_Keychain_Locked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock the "login" keyring in Passwords and Keys (seahorse); give it your login password so it unlocks when you log in.`)
};

export const doctor_keychain_no_bus = /** @type {(inputs: Doctor_Keychain_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}, so the keychain (Secret Service) cannot be reached.`)
};

export const doctor_keychain_no_collection = /** @type {(inputs: Doctor_Keychain_No_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keyring (${i?.program}) has no default collection ("login"), where Timetray keeps tokens.`)
};

export const doctor_keychain_no_collection_fix = /** @type {(inputs: Doctor_Keychain_No_Collection_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a default keyring in Passwords and Keys (seahorse), or start \`gnome-keyring-daemon --unlock\` with a password on its standard input.`)
};

export const doctor_keychain_no_provider = /** @type {(inputs: Doctor_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing on the D-Bus session provides the Secret Service (org.freedesktop.secrets).`)
};

export const doctor_keychain_no_provider_fix = /** @type {(inputs: Doctor_Keychain_No_Provider_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install and start a keyring that provides the Secret Service: GNOME Keyring (\`apt install gnome-keyring\`), or KWallet with its Secret Service enabled; then log out and in again.`)
};

export const doctor_keychain_not_tried = /** @type {(inputs: Doctor_Keychain_Not_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it was not tried`)
};

export const doctor_keychain_ok_not_inspected = /** @type {(inputs: Doctor_Keychain_Ok_Not_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secret Service not inspected (${i?.problem}); a test entry was written, read back and deleted in ${i?.ms} ms.`)
};

export const doctor_keychain_ok_os = /** @type {(inputs: Doctor_Keychain_Ok_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store}: a test entry was written, read back and deleted in ${i?.ms} ms.`)
};

export const doctor_keychain_ok_secret_service = /** @type {(inputs: Doctor_Keychain_Ok_Secret_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} on the session bus, default collection unlocked; a test entry was written, read back and deleted in ${i?.ms} ms.`)
};

export const doctor_keychain_os_keychain = /** @type {(inputs: Doctor_Keychain_Os_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OS keychain`)
};

export const doctor_keychain_round_trip_failed = /** @type {(inputs: Doctor_Keychain_Round_Trip_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A test entry could not be written, read back and deleted: ${i?.why}`)
};

export const doctor_keychain_round_trip_fix = /** @type {(inputs: Doctor_Keychain_Round_Trip_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check that your keyring is installed, running and unlocked (see the message for the cause).`)
};

export const doctor_keychain_will_prompt = /** @type {(inputs: Doctor_Keychain_Will_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray will ask you to unlock it when it needs a token.`)
};

export const doctor_label_fail = /** @type {(inputs: Doctor_Label_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAIL`)
};

export const doctor_label_ok = /** @type {(inputs: Doctor_Label_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ok`)
};

export const doctor_label_warn = /** @type {(inputs: Doctor_Label_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`warn`)
};

export const doctor_no_bus_fix = /** @type {(inputs: Doctor_No_Bus_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run Timetray inside a desktop session (DBUS_SESSION_BUS_ADDRESS must name a running session bus), or wrap the command in \`dbus-run-session -- …\`.`)
};

export const doctor_proxy_accepted = /** @type {(inputs: Doctor_Proxy_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It accepted a connection in ${i?.ms} ms.`)
};

export const doctor_proxy_dead_fix = /** @type {(inputs: Doctor_Proxy_Dead_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.variable} (host and port) and that the proxy is running; on a network without a proxy, unset ${i?.variable}.`)
};

export const doctor_proxy_excluded = /** @type {(inputs: Doctor_Proxy_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} is reached directly (NO_PROXY entry "${i?.entry}").`)
};

export const doctor_proxy_names = /** @type {(inputs: Doctor_Proxy_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} names ${i?.shown}.`)
};

export const doctor_proxy_none = /** @type {(inputs: Doctor_Proxy_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proxy in the environment (HTTPS_PROXY and HTTP_PROXY are unset): the CLI connects directly.`)
};

export const doctor_proxy_not_url = /** @type {(inputs: Doctor_Proxy_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} is set but is not a URL.`)
};

export const doctor_proxy_not_url_fix = /** @type {(inputs: Doctor_Proxy_Not_Url_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set ${i?.variable} to the proxy's address, e.g. http://proxy.example:3128, or unset it.`)
};

export const doctor_proxy_os_hidden = /** @type {(inputs: Doctor_Proxy_Os_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The OS proxy settings (system settings or PAC) are not visible to the CLI.`)
};

export const doctor_proxy_system_direct = /** @type {(inputs: Doctor_Proxy_System_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proxy in the environment, and the system's proxy settings send the service directly.`)
};

export const doctor_proxy_system_fix = /** @type {(inputs: Doctor_Proxy_System_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the proxy in your system's network settings (or its PAC file) and that the proxy is running; or set HTTPS_PROXY to a working proxy before starting Timetray.`)
};

export const doctor_proxy_system_no_address = /** @type {(inputs: Doctor_Proxy_System_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proxy in the environment; there is no service address yet to ask the system settings about.`)
};

export const doctor_proxy_system_sends = /** @type {(inputs: Doctor_Proxy_System_SendsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The system's proxy settings send ${i?.origin} through ${i?.host}.`)
};

export const doctor_proxy_system_through = /** @type {(inputs: Doctor_Proxy_System_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requests to ${i?.origin} go through the proxy at ${i?.host} (from the system's proxy settings).`)
};

export const doctor_proxy_system_unsupported = /** @type {(inputs: Doctor_Proxy_System_UnsupportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The system's proxy settings give ${i?.origin} "${i?.rule}", a kind of proxy Timetray cannot use (HTTP CONNECT proxies only), so it connects directly.`)
};

export const doctor_proxy_through = /** @type {(inputs: Doctor_Proxy_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requests go through the proxy at ${i?.host} (from ${i?.variable}).`)
};

export const doctor_service_ca_file_fix = /** @type {(inputs: Doctor_Service_Ca_File_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix or remove the CA file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` removes it).`)
};

export const doctor_service_cert = /** @type {(inputs: Doctor_Service_CertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate issued by "${i?.issuer}" (root "${i?.root}")`)
};

export const doctor_service_cert_ca_file = /** @type {(inputs: Doctor_Service_Cert_Ca_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate issued by "${i?.issuer}" (root "${i?.root}", trusted through your CA file)`)
};

export const doctor_service_cert_extra = /** @type {(inputs: Doctor_Service_Cert_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate issued by "${i?.issuer}" (root "${i?.root}", trusted through NODE_EXTRA_CA_CERTS)`)
};

export const doctor_service_connect_fix = /** @type {(inputs: Doctor_Service_Connect_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your internet connection and the service address (\`timetray accounts\`).`)
};

export const doctor_service_connect_proxy_fix = /** @type {(inputs: Doctor_Service_Connect_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your internet connection and the service address (\`timetray accounts\`); on a network that needs a proxy, set HTTPS_PROXY.`)
};

export const doctor_service_expired_fix = /** @type {(inputs: Doctor_Service_Expired_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check this computer's clock and time zone (see the clock check).`)
};

export const doctor_service_inspected = /** @type {(inputs: Doctor_Service_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The certificate ${i?.origin} presented is issued by "${i?.issuer}", which is not a public CA and not trusted here (${i?.code}): a TLS-inspecting proxy is in the way.`)
};

export const doctor_service_inspected_unknown = /** @type {(inputs: Doctor_Service_Inspected_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The certificate ${i?.origin} presented is not from a public CA and not trusted here (${i?.code}): a TLS-inspecting proxy is in the way.`)
};

export const doctor_service_inspecting_fix = /** @type {(inputs: Doctor_Service_Inspecting_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your IT for the proxy's CA certificate as a PEM file and add it in Settings → Extra CA file (or \`timetray config set caFile FILE\`).`)
};

export const doctor_service_issued_by = /** @type {(inputs: Doctor_Service_Issued_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was issued by "${i?.issuer}".`)
};

export const doctor_service_no_account = /** @type {(inputs: Doctor_Service_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet, so there is no service address to check.`)
};

export const doctor_service_no_answer = /** @type {(inputs: Doctor_Service_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no answer`)
};

export const doctor_service_no_tls_fix = /** @type {(inputs: Doctor_Service_No_Tls_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check that the address is the HTTPS address of the service, and whether your network inspects TLS.`)
};

export const doctor_service_not_tried = /** @type {(inputs: Doctor_Service_Not_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not tried: ${i?.detail}`)
};

export const doctor_service_ok = /** @type {(inputs: Doctor_Service_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} answered over TLS in ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
};

export const doctor_service_ok_via = /** @type {(inputs: Doctor_Service_Ok_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} answered over TLS through the proxy at ${i?.proxy} in ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
};

export const doctor_service_proxy_fix = /** @type {(inputs: Doctor_Service_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check HTTPS_PROXY (host and port) and that the proxy runs; on a network without a proxy, unset it.`)
};

export const doctor_service_proxy_rules_fix = /** @type {(inputs: Doctor_Service_Proxy_Rules_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your IT whether the proxy allows the service, or add the service to NO_PROXY if it is reachable directly.`)
};

export const doctor_service_request_failed = /** @type {(inputs: Doctor_Service_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TLS to ${i?.origin} works (${i?.cert}), but a request then failed: ${i?.why}.`)
};

export const doctor_service_request_failed_fix = /** @type {(inputs: Doctor_Service_Request_Failed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again; if it persists, check the service address (\`timetray accounts\`).`)
};

export const doctor_service_request_failed_via = /** @type {(inputs: Doctor_Service_Request_Failed_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TLS to ${i?.origin} through the proxy at ${i?.proxy} works (${i?.cert}), but a request then failed: ${i?.why}.`)
};

export const doctor_service_tls_timeout = /** @type {(inputs: Doctor_Service_Tls_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} accepted the connection but no secure (TLS) answer came in time.`)
};

export const doctor_service_tls_timeout_fix = /** @type {(inputs: Doctor_Service_Tls_Timeout_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the service address (\`timetray accounts\`): it must be the HTTPS address; a firewall may also be holding the connection.`)
};

export const doctor_service_unreachable = /** @type {(inputs: Doctor_Service_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} cannot be reached.`)
};

export const doctor_service_unreachable_via = /** @type {(inputs: Doctor_Service_Unreachable_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} cannot be reached through the proxy at ${i?.proxy}.`)
};

export const doctor_service_wrong_name_fix = /** @type {(inputs: Doctor_Service_Wrong_Name_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the service address (\`timetray accounts\`); sign in again with the right one.`)
};

export const doctor_session_none = /** @type {(inputs: Doctor_Session_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set): the tray app cannot start here; the \`timetray\` command works.`)
};

export const doctor_session_none_fix = /** @type {(inputs: Doctor_Session_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Timetray from your desktop session; over SSH or in a container, use the \`timetray\` command.`)
};

export const doctor_session_not_linux = /** @type {(inputs: Doctor_Session_Not_LinuxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Linux: windows and shortcuts work without a display server choice.`)
};

export const doctor_session_unknown = /** @type {(inputs: Doctor_Session_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown session type "${i?.type}": window placement and shortcuts may not work.`)
};

export const doctor_session_unknown_fix = /** @type {(inputs: Doctor_Session_Unknown_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an X11 or Wayland desktop session.`)
};

export const doctor_session_wayland = /** @type {(inputs: Doctor_Session_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wayland session: apps cannot place their own windows, so the window opens where the desktop puts it (not next to the tray icon) and may not hide when it loses focus; a global shortcut works only through the desktop's GlobalShortcuts portal.`)
};

export const doctor_session_x11 = /** @type {(inputs: Doctor_Session_X11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`X11 session: the window opens next to the tray icon, and a global shortcut is registered directly.`)
};

export const doctor_shortcut_app_only = /** @type {(inputs: Doctor_Shortcut_App_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether it is registered is known only to the running app.`)
};

export const doctor_shortcut_choose_another = /** @type {(inputs: Doctor_Shortcut_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another shortcut in Settings (or \`timetray config set globalShortcut KEYS\`): another app may hold this one. Or turn it off there.`)
};

export const doctor_shortcut_configured = /** @type {(inputs: Doctor_Shortcut_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is configured.`)
};

export const doctor_shortcut_no_portal = /** @type {(inputs: Doctor_Shortcut_No_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is configured, but this Wayland session has no GlobalShortcuts portal (org.freedesktop.portal.GlobalShortcuts), so the shortcut cannot work.`)
};

export const doctor_shortcut_no_portal_fix = /** @type {(inputs: Doctor_Shortcut_No_Portal_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install your desktop's xdg-desktop-portal backend with global shortcuts (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome), or bind a key in your desktop's keyboard settings.`)
};

export const doctor_shortcut_not_registered = /** @type {(inputs: Doctor_Shortcut_Not_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is not registered: ${i?.problem}`)
};

export const doctor_shortcut_off = /** @type {(inputs: Doctor_Shortcut_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No global shortcut is configured (off). Set one with \`timetray config set globalShortcut CommandOrControl+Alt+T\`.`)
};

export const doctor_shortcut_off_fix = /** @type {(inputs: Doctor_Shortcut_Off_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or turn it off: \`timetray config set globalShortcut off\`.`)
};

export const doctor_shortcut_portal_check = /** @type {(inputs: Doctor_Shortcut_Portal_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On Wayland, also check that your desktop accepted it (its GlobalShortcuts portal may have asked).`)
};

export const doctor_shortcut_registered = /** @type {(inputs: Doctor_Shortcut_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is registered.`)
};

export const doctor_shortcut_registered_portal = /** @type {(inputs: Doctor_Shortcut_Registered_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is registered through the desktop portal.`)
};

export const doctor_shortcut_wayland = /** @type {(inputs: Doctor_Shortcut_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is configured; on Wayland the desktop's GlobalShortcuts portal registers it and may ask you to confirm.`)
};

export const doctor_sign_in_again = /** @type {(inputs: Doctor_Sign_In_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in again: ${i?.login}.`)
};

export const doctor_span_days = /** @type {(inputs: Doctor_Span_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days`)
};

export const doctor_span_hours = /** @type {(inputs: Doctor_Span_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const doctor_span_minutes = /** @type {(inputs: Doctor_Span_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

export const doctor_summary_fine = /** @type {(inputs: Doctor_Summary_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything looks fine.`)
};

export const doctor_summary_problems = /** @type {(inputs: Doctor_Summary_ProblemsInputs) => LocalizedString} */ (i) => {const warnedPlural = registry.plural("en", i?.warned, {});
	if (warnedPlural === "one") return /** @type {LocalizedString} */ (`${i?.failed} failed, ${i?.warned} warning.`);
	if (warnedPlural === "other") return /** @type {LocalizedString} */ (`${i?.failed} failed, ${i?.warned} warnings.`);
	return /** @type {LocalizedString} */ ("doctor_summary_problems");
};

export const doctor_tray_flatpak_fix = /** @type {(inputs: Doctor_Tray_Flatpak_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In a Flatpak, also grant \`--talk-name=${i?.watcher}\`.`)
};

export const doctor_tray_gnome = /** @type {(inputs: Doctor_Tray_GnomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GNOME shows no tray icons by itself, and the AppIndicator extension is not running (no ${i?.watcher} on the session bus).`)
};

export const doctor_tray_gnome_fix = /** @type {(inputs: Doctor_Tray_Gnome_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install and enable the "AppIndicator and KStatusNotifierItem Support" GNOME Shell extension (Debian/Ubuntu: \`sudo apt install gnome-shell-extension-appindicator\`, then \`gnome-extensions enable appindicatorsupport@rgcjonas.gmail.com\`), then log out and in again.`)
};

export const doctor_tray_macos = /** @type {(inputs: Doctor_Tray_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tray icon lives in the macOS menu bar; no extra host is needed.`)
};

export const doctor_tray_no_bus = /** @type {(inputs: Doctor_Tray_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}: the tray icon is shown through the session bus.`)
};

export const doctor_tray_no_desktop = /** @type {(inputs: Doctor_Tray_No_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No graphical session here, so only the tray app (which needs a desktop anyway) is affected; the \`timetray\` command works without a tray:`)
};

export const doctor_tray_no_host = /** @type {(inputs: Doctor_Tray_No_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.watcher} runs, but no panel has registered as a host: the tray icon may not be visible.`)
};

export const doctor_tray_no_host_fix = /** @type {(inputs: Doctor_Tray_No_Host_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a system tray (status notifier) applet to your panel.`)
};

export const doctor_tray_none = /** @type {(inputs: Doctor_Tray_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No StatusNotifier host on the session bus (no ${i?.watcher}): ${i?.desktop} will not show Timetray's tray icon.`)
};

export const doctor_tray_none_fix = /** @type {(inputs: Doctor_Tray_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a system tray that supports StatusNotifierItem/AppIndicator icons to your panel (KDE Plasma and Cinnamon have one; Xfce: xfce4-statusnotifier-plugin; MATE/Budgie: the Ayatana indicator applet).`)
};

export const doctor_tray_none_this_desktop = /** @type {(inputs: Doctor_Tray_None_This_DesktopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No StatusNotifier host on the session bus (no ${i?.watcher}): this desktop will not show Timetray's tray icon.`)
};

export const doctor_tray_ok = /** @type {(inputs: Doctor_Tray_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A StatusNotifier host (${i?.watcher}) is on the session bus: the tray icon can show.`)
};

export const doctor_tray_unchecked = /** @type {(inputs: Doctor_Tray_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not check for a tray host: ${i?.problem}.`)
};

export const doctor_tray_unchecked_fix = /** @type {(inputs: Doctor_Tray_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install dbus-send (Debian/Ubuntu: \`apt install dbus-bin\`) and run \`timetray doctor\` again.`)
};

export const doctor_tray_until_then = /** @type {(inputs: Doctor_Tray_Until_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until then, Timetray's window and the \`timetray\` command work without the icon.`)
};

export const doctor_tray_windows = /** @type {(inputs: Doctor_Tray_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tray icon lives in the Windows notification area; no extra host is needed.`)
};

export const error_bad_response = /** @type {(inputs: Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent an answer Timetray could not read.`)
};

export const error_insecure_url = /** @type {(inputs: Error_Insecure_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must start with https://.`)
};

export const error_network = /** @type {(inputs: Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not reach the service. Check your internet connection.`)
};

export const error_other = /** @type {(inputs: Error_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong talking to the service.`)
};

export const error_rate_limited = /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service asked Timetray to slow down for a moment.`)
};

export const error_redirect = /** @type {(inputs: Error_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent Timetray elsewhere, which it does not follow for safety.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service had a problem on its side.`)
};

export const error_signed_out = /** @type {(inputs: Error_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed out.`)
};

export const error_timeout = /** @type {(inputs: Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service took too long to answer.`)
};

export const error_unauthorized = /** @type {(inputs: Error_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service ended this session.`)
};

export const health_all_fine = /** @type {(inputs: Health_All_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything looks fine.`)
};

export const health_check_button = /** @type {(inputs: Health_Check_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Health check…`)
};

export const health_checking = /** @type {(inputs: Health_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

export const health_fix = /** @type {(inputs: Health_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix:`)
};

export const health_found = /** @type {(inputs: Health_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.list} found.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.list} found.`);
	return /** @type {LocalizedString} */ ("health_found");
};

export const health_problems = /** @type {(inputs: Health_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} problem`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} problems`);
	return /** @type {LocalizedString} */ ("health_problems");
};

export const health_run = /** @type {(inputs: Health_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run checks`)
};

export const health_run_again = /** @type {(inputs: Health_Run_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run checks again`)
};

export const health_status_fail = /** @type {(inputs: Health_Status_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problem`)
};

export const health_status_ok = /** @type {(inputs: Health_Status_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

export const health_status_warn = /** @type {(inputs: Health_Status_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warning`)
};

export const health_title = /** @type {(inputs: Health_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Health`)
};

export const health_warnings = /** @type {(inputs: Health_WarningsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} warning`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} warnings`);
	return /** @type {LocalizedString} */ ("health_warnings");
};

export const hide_money = /** @type {(inputs: Hide_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide money amounts`)
};

export const hide_money_hint = /** @type {(inputs: Hide_Money_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates and values show as ••• in the window, the tray and copied summaries (for screen sharing).`)
};

export const interval_hour = /** @type {(inputs: Interval_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every hour`)
};

export const interval_manual = /** @type {(inputs: Interval_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only when I refresh`)
};

export const interval_minutes = /** @type {(inputs: Interval_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every ${i?.minutes} minutes`)
};

export const keychain_locked_title = /** @type {(inputs: Keychain_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain locked`)
};

export const label_account_id = /** @type {(inputs: Label_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account ID`)
};

export const label_api_base_url = /** @type {(inputs: Label_Api_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API base URL`)
};

export const label_billing = /** @type {(inputs: Label_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const label_changed = /** @type {(inputs: Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

export const label_created = /** @type {(inputs: Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

export const label_description = /** @type {(inputs: Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const label_email = /** @type {(inputs: Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const label_extra_ca = /** @type {(inputs: Label_Extra_CaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra CA file`)
};

export const label_language = /** @type {(inputs: Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const label_members = /** @type {(inputs: Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

export const label_open_tasks = /** @type {(inputs: Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open tasks`)
};

export const label_password = /** @type {(inputs: Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const label_rate = /** @type {(inputs: Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

export const label_refresh_projects = /** @type {(inputs: Label_Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh projects`)
};

export const label_shortcut = /** @type {(inputs: Label_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global shortcut to open Timetray`)
};

export const label_time = /** @type {(inputs: Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

export const label_token = /** @type {(inputs: Label_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
};

export const label_token_user_agent = /** @type {(inputs: Label_Token_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent it was created with`)
};

export const label_value = /** @type {(inputs: Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
};

export const language_auto = /** @type {(inputs: Language_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic (system language)`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_pt_br = /** @type {(inputs: Language_Pt_BrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Português (Brasil)`)
};

export const last_used_days = /** @type {(inputs: Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last used ${i?.count} days ago`)
};

export const last_used_today = /** @type {(inputs: Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used today`)
};

export const last_used_unknown = /** @type {(inputs: Last_Used_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last use unknown`)
};

export const last_used_yesterday = /** @type {(inputs: Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used yesterday`)
};

export const launch_at_login = /** @type {(inputs: Launch_At_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Launch Timetray at login`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const loading_projects = /** @type {(inputs: Loading_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading projects…`)
};

export const money_hidden = /** @type {(inputs: Money_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hidden`)
};

export const net_connect_timeout = /** @type {(inputs: Net_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to ${i?.origin} in time`)
};

export const net_cut_off = /** @type {(inputs: Net_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to ${i?.origin} was cut off`)
};

export const net_expired = /** @type {(inputs: Net_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's certificate is expired or not yet valid (${i?.code})`)
};

export const net_fix_address = /** @type {(inputs: Net_Fix_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check the service address.`)
};

export const net_fix_address_internet = /** @type {(inputs: Net_Fix_Address_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check the address and your internet connection.`)
};

export const net_fix_address_right = /** @type {(inputs: Net_Fix_Address_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is the service address right?`)
};

export const net_fix_ca_file = /** @type {(inputs: Net_Fix_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`if your network inspects TLS, add its CA file in Settings or with \`timetray config set caFile FILE\`; \`timetray doctor\` names who issued the certificate.`)
};

export const net_fix_clock = /** @type {(inputs: Net_Fix_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check this computer's clock.`)
};

export const net_fix_connection = /** @type {(inputs: Net_Fix_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check your connection.`)
};

export const net_fix_https = /** @type {(inputs: Net_Fix_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is this an HTTPS address?`)
};

export const net_fix_internet = /** @type {(inputs: Net_Fix_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check your internet connection.`)
};

export const net_fix_network = /** @type {(inputs: Net_Fix_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check your network.`)
};

export const net_fix_proxy_rules = /** @type {(inputs: Net_Fix_Proxy_RulesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`check the proxy's rules for ${i?.origin}.`)
};

export const net_fix_proxy_runs = /** @type {(inputs: Net_Fix_Proxy_RunsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`check ${i?.setting} and that the proxy runs.`)
};

export const net_fix_proxy_setting = /** @type {(inputs: Net_Fix_Proxy_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`check ${i?.setting}.`)
};

export const net_fix_try_again = /** @type {(inputs: Net_Fix_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`try again.`)
};

export const net_no_tls = /** @type {(inputs: Net_No_TlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A secure connection to ${i?.origin} could not be set up (${i?.code})`)
};

export const net_not_found = /** @type {(inputs: Net_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot find ${i?.origin}`)
};

export const net_proxy_not_found = /** @type {(inputs: Net_Proxy_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot find the proxy at ${i?.proxy}`)
};

export const net_proxy_refused = /** @type {(inputs: Net_Proxy_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy at ${i?.proxy} refused the connection`)
};

export const net_proxy_timeout = /** @type {(inputs: Net_Proxy_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy at ${i?.proxy} did not answer in time`)
};

export const net_proxy_unreachable = /** @type {(inputs: Net_Proxy_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy at ${i?.proxy} cannot be reached (${i?.code})`)
};

export const net_refused = /** @type {(inputs: Net_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} refused the connection`)
};

export const net_slow_answer = /** @type {(inputs: Net_Slow_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} took too long to answer`)
};

export const net_system_proxy_settings = /** @type {(inputs: Net_System_Proxy_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the system's proxy settings`)
};

export const net_tunnel_refused = /** @type {(inputs: Net_Tunnel_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy refused to connect to the service (${i?.status})`)
};

export const net_unknown = /** @type {(inputs: Net_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach ${i?.origin}`)
};

export const net_unknown_code = /** @type {(inputs: Net_Unknown_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach ${i?.origin} (${i?.code})`)
};

export const net_unreachable = /** @type {(inputs: Net_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} is unreachable`)
};

export const net_untrusted = /** @type {(inputs: Net_UntrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's certificate is not trusted (${i?.code})`)
};

export const net_wrong_name = /** @type {(inputs: Net_Wrong_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's certificate is for another name than ${i?.origin}`)
};

export const no_ca_file = /** @type {(inputs: No_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: only the system’s trusted CAs.`)
};

export const no_customer = /** @type {(inputs: No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer`)
};

export const no_match = /** @type {(inputs: No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}”.`)
};

export const no_match_archived = /** @type {(inputs: No_Match_ArchivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}” among active projects (${i?.countText} archived one matches — tick “Show archived”).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}” among active projects (${i?.countText} archived ones match — tick “Show archived”).`);
	return /** @type {LocalizedString} */ ("no_match_archived");
};

export const no_projects = /** @type {(inputs: No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects yet.`)
};

export const not_billable = /** @type {(inputs: Not_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not billable`)
};

export const not_refreshed_yet = /** @type {(inputs: Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not refreshed yet`)
};

export const project_fallback = /** @type {(inputs: Project_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id}`)
};

export const project_gone = /** @type {(inputs: Project_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This project no longer exists at the service — it was removed from the list.`)
};

export const projects_by_customer = /** @type {(inputs: Projects_By_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects by customer`)
};

export const projects_unit = /** @type {(inputs: Projects_UnitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`project`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`projects`);
	return /** @type {LocalizedString} */ ("projects_unit");
};

export const rate_per_hour = /** @type {(inputs: Rate_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / h`)
};

export const refresh_projects = /** @type {(inputs: Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh projects`)
};

export const refresh_title = /** @type {(inputs: Refresh_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refresh (${i?.shortcut})`)
};

export const refreshing = /** @type {(inputs: RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refreshing…`)
};

export const remove = /** @type {(inputs: RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const remove_account_detail = /** @type {(inputs: Remove_Account_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray ends its session at the service and forgets the account on this computer.`)
};

export const remove_account_menu = /** @type {(inputs: Remove_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this account…`)
};

export const remove_account_title = /** @type {(inputs: Remove_Account_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.label}?`)
};

export const removing = /** @type {(inputs: RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing…`)
};

export const rename = /** @type {(inputs: RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const rename_blank = /** @type {(inputs: Rename_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a new name, or press Esc to keep the current one.`)
};

export const rename_customer = /** @type {(inputs: Rename_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename customer ${i?.label}`)
};

export const rename_new_name_for = /** @type {(inputs: Rename_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New name for ${i?.label}`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

export const retrying = /** @type {(inputs: RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrying…`)
};

export const save = /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const saved = /** @type {(inputs: SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

export const saved_list_note = /** @type {(inputs: Saved_List_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the list below is the saved one.`)
};

export const saved_list_note_from = /** @type {(inputs: Saved_List_Note_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the list below is the saved one from ${i?.time}.`)
};

export const saving = /** @type {(inputs: SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

export const search_hint = /** @type {(inputs: Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every word must match a project, its customer or its #id. ↓ moves to the list.`)
};

export const search_label = /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search projects`)
};

export const search_placeholder = /** @type {(inputs: Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search projects…`)
};

export const service_address = /** @type {(inputs: Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service address`)
};

export const set_shortcut = /** @type {(inputs: Set_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set shortcut`)
};

export const settings = /** @type {(inputs: SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const settings_and_health_link = /** @type {(inputs: Settings_And_Health_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings and health check…`)
};

export const settings_problems = /** @type {(inputs: Settings_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings.json held values Timetray could not use; they are back at their defaults:`)
};

export const shortcut_hint = /** @type {(inputs: Shortcut_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Off by default. Modifiers and one key, e.g. ${i?.example}.`)
};

export const shortcut_hint_wayland = /** @type {(inputs: Shortcut_Hint_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On Wayland the shortcut works only through your desktop's global-shortcuts portal, which may ask you to confirm it.`)
};

export const shortcut_placeholder = /** @type {(inputs: Shortcut_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.example}`)
};

export const shortcut_saved = /** @type {(inputs: Shortcut_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcut saved.`)
};

export const shortcut_turned_off = /** @type {(inputs: Shortcut_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcut turned off.`)
};

export const show_archived = /** @type {(inputs: Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show archived`)
};

export const show_archived_projects = /** @type {(inputs: Show_Archived_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show archived projects`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const sign_in_adding_title = /** @type {(inputs: Sign_In_Adding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an account`)
};

export const sign_in_again_title = /** @type {(inputs: Sign_In_Again_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again`)
};

export const sign_in_title = /** @type {(inputs: Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Timetray`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const signing_in = /** @type {(inputs: Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

export const state_load_failed = /** @type {(inputs: State_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not load its state. Please restart it.`)
};

export const status_active = /** @type {(inputs: Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const status_archived = /** @type {(inputs: Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived`)
};

export const the_service = /** @type {(inputs: The_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the service`)
};

export const token_title = /** @type {(inputs: Token_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an existing token`)
};

export const token_warning = /** @type {(inputs: Token_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service binds a token to the User-Agent of the program that created it. Sent with any other User-Agent, the token is destroyed for good. Enter that program’s exact User-Agent (for curl, e.g.`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const trying = /** @type {(inputs: TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying…`)
};

export const turn_off = /** @type {(inputs: Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off`)
};

export const unrevoked_notice = /** @type {(inputs: Unrevoked_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out on this computer. The service could not be reached to end the session there; it ends by itself after 30 days unused.`)
};

export const updated = /** @type {(inputs: UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`updated`)
};

export const use_token = /** @type {(inputs: Use_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use token`)
};

export const use_token_link = /** @type {(inputs: Use_Token_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an existing API token instead…`)
};

export const window_title = /** @type {(inputs: Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray`)
};