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
	return /** @type {LocalizedString} */ (`Sobre`)
};

export const about_cache = /** @type {(inputs: About_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache`)
};

export const about_keychain = /** @type {(inputs: About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro`)
};

export const about_logs = /** @type {(inputs: About_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logs`)
};

export const about_settings_folder = /** @type {(inputs: About_Settings_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasta de configurações`)
};

export const about_user_agent = /** @type {(inputs: About_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent`)
};

export const about_version = /** @type {(inputs: About_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versão`)
};

export const account_id_hint_end = /** @type {(inputs: Account_Id_Hint_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no endereço do aplicativo web, por exemplo`)
};

export const account_id_hint_start = /** @type {(inputs: Account_Id_Hint_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O código depois de`)
};

export const account_label = /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta:`)
};

export const account_signed_out = /** @type {(inputs: Account_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account} — sessão encerrada`)
};

export const accounts = /** @type {(inputs: AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contas`)
};

export const add_account = /** @type {(inputs: Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta`)
};

export const add_account_menu = /** @type {(inputs: Add_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta…`)
};

export const age_at = /** @type {(inputs: Age_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`em ${i?.date}`)
};

export const age_days = /** @type {(inputs: Age_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`há 1 dia`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`há ${i?.count} dias`);
	return /** @type {LocalizedString} */ ("age_days");
};

export const age_hours = /** @type {(inputs: Age_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.count} h`)
};

export const age_just_now = /** @type {(inputs: Age_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agora`)
};

export const age_minutes = /** @type {(inputs: Age_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.count} min`)
};

export const all_archived = /** @type {(inputs: All_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os ${i?.count} projetos estão arquivados — marque “Mostrar arquivados” para vê-los.`)
};

export const another_account_or_address = /** @type {(inputs: Another_Account_Or_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outra conta ou endereço`)
};

export const archived_badge = /** @type {(inputs: Archived_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arquivado`)
};

export const as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dados de ${i?.time}`)
};

export const as_of_refreshing = /** @type {(inputs: As_Of_RefreshingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dados de ${i?.time} · atualizando…`)
};

export const back = /** @type {(inputs: BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar`)
};

export const banner_saved_list = /** @type {(inputs: Banner_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando a lista salva em ${i?.time}.`)
};

export const billable = /** @type {(inputs: BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável`)
};

export const billable_by_person = /** @type {(inputs: Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável, por pessoa`)
};

export const billable_by_project = /** @type {(inputs: Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável, por projeto`)
};

export const bridge_missing = /** @type {(inputs: Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ponte do Timetray não está disponível: esta página só funciona dentro do aplicativo.`)
};

export const ca_file_hint = /** @type {(inputs: Ca_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para uma rede que inspeciona TLS: o certificado da CA dela, em um arquivo PEM.`)
};

export const ca_file_removed = /** @type {(inputs: Ca_File_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA removido.`)
};

export const ca_file_saved = /** @type {(inputs: Ca_File_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA salvo.`)
};

export const call_failed = /** @type {(inputs: Call_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu fazer isso. Tente de novo.`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const check_accounts = /** @type {(inputs: Check_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta`)
};

export const check_ca_file = /** @type {(inputs: Check_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA`)
};

export const check_clock = /** @type {(inputs: Check_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relógio`)
};

export const check_keychain = /** @type {(inputs: Check_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro`)
};

export const check_proxy = /** @type {(inputs: Check_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proxy`)
};

export const check_service = /** @type {(inputs: Check_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serviço`)
};

export const check_session_type = /** @type {(inputs: Check_Session_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão`)
};

export const check_settings = /** @type {(inputs: Check_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de configurações`)
};

export const check_shortcut = /** @type {(inputs: Check_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho`)
};

export const check_tray_host = /** @type {(inputs: Check_Tray_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ícone da bandeja`)
};

export const checking = /** @type {(inputs: CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

export const choose_ca_file = /** @type {(inputs: Choose_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolher arquivo de CA…`)
};

export const copied = /** @type {(inputs: CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado ✓`)
};

export const copy_hint = /** @type {(inputs: Copy_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} · Markdown para atualizar o cliente`)
};

export const copy_summary = /** @type {(inputs: Copy_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar resumo`)
};

export const customer_fallback = /** @type {(inputs: Customer_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente #${i?.id}`)
};

export const details_saved_earlier = /** @type {(inputs: Details_Saved_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrando os detalhes que o Timetray salvou antes.`)
};

export const doctor_account_active_signed_out = /** @type {(inputs: Doctor_Account_Active_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É a conta ativa, então o aplicativo não mostra projetos atualizados.`)
};

export const doctor_account_foreign_agent = /** @type {(inputs: Doctor_Account_Foreign_AgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão ativa com um token criado por outro programa (User-Agent “${i?.userAgent}”); o Timetray o envia com esse User-Agent, como o serviço exige; ${i?.refresh}.`)
};

export const doctor_account_foreign_agent_fix = /** @type {(inputs: Doctor_Account_Foreign_Agent_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada quebra; para usar um token do próprio Timetray (User-Agent ${i?.userAgent}), entre novamente: ${i?.login}.`)
};

export const doctor_account_last_refresh = /** @type {(inputs: Doctor_Account_Last_RefreshInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`última atualização bem-sucedida ${i?.when} (${i?.ago})`)
};

export const doctor_account_never_refreshed = /** @type {(inputs: Doctor_Account_Never_RefreshedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nenhuma atualização bem-sucedida neste computador ainda`)
};

export const doctor_account_signed_in = /** @type {(inputs: Doctor_Account_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão ativa (token no chaveiro, criado com o User-Agent do Timetray ${i?.userAgent}); ${i?.refresh}.`)
};

export const doctor_account_signed_out = /** @type {(inputs: Doctor_Account_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão encerrada (nenhum token no chaveiro).`)
};

export const doctor_account_signed_out_why = /** @type {(inputs: Doctor_Account_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão encerrada: ${i?.reason}`)
};

export const doctor_account_unbound = /** @type {(inputs: Doctor_Account_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O endereço dela no settings.json (${i?.baseUrl}) não corresponde à entrada no chaveiro, então o token dela não é usado.`)
};

export const doctor_account_unbound_fix = /** @type {(inputs: Doctor_Account_Unbound_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre novamente com o endereço certo: ${i?.login}.`)
};

export const doctor_account_unchecked = /** @type {(inputs: Doctor_Account_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível verificar se a sessão está ativa: o chaveiro não pode ser usado.`)
};

export const doctor_account_unchecked_fix = /** @type {(inputs: Doctor_Account_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolva primeiro o problema do chaveiro.`)
};

export const doctor_account_unreadable = /** @type {(inputs: Doctor_Account_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A entrada dela no chaveiro não foi escrita pelo Timetray (não pode ser lida como token).`)
};

export const doctor_accounts_none = /** @type {(inputs: Doctor_Accounts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda.`)
};

export const doctor_accounts_none_fix = /** @type {(inputs: Doctor_Accounts_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre: \`timetray login --base-url URL --email EMAIL --account ID\`.`)
};

export const doctor_ago_days = /** @type {(inputs: Doctor_Ago_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.days} dias`)
};

export const doctor_ago_hours = /** @type {(inputs: Doctor_Ago_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.hours} h`)
};

export const doctor_ago_minutes = /** @type {(inputs: Doctor_Ago_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.minutes} min`)
};

export const doctor_ago_now = /** @type {(inputs: Doctor_Ago_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agora mesmo`)
};

export const doctor_ago_unknown = /** @type {(inputs: Doctor_Ago_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tempo desconhecido`)
};

export const doctor_bus_address_dead = /** @type {(inputs: Doctor_Bus_Address_DeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS não indica nenhum barramento em execução (${i?.error})`)
};

export const doctor_bus_address_unset = /** @type {(inputs: Doctor_Bus_Address_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS não está definida`)
};

export const doctor_bus_no_tool = /** @type {(inputs: Doctor_Bus_No_ToolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o dbus-send não está instalado (Debian/Ubuntu: dbus-bin)`)
};

export const doctor_bus_none = /** @type {(inputs: Doctor_Bus_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum barramento de sessão D-Bus: ${i?.why}`)
};

export const doctor_ca_all_expired = /** @type {(inputs: Doctor_Ca_All_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os certificados de ${i?.file} expiraram (${i?.list}).`)
};

export const doctor_ca_cert_until = /** @type {(inputs: Doctor_Ca_Cert_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” até ${i?.day}`)
};

export const doctor_ca_choose_again = /** @type {(inputs: Doctor_Ca_Choose_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um arquivo PEM válido em Configurações → Arquivo de CA extra (ou \`timetray config set caFile FILE\`; \`none\` se não precisar mais de um).`)
};

export const doctor_ca_expires_soon = /** @type {(inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: “${i?.name}” expira em ${i?.days} dias (${i?.list}).`)
};

export const doctor_ca_fine = /** @type {(inputs: Doctor_Ca_FineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.count} certificado(s), ${i?.list}; faltam ${i?.days} dias.`)
};

export const doctor_ca_give_flag_again = /** @type {(inputs: Doctor_Ca_Give_Flag_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passe para --ca-file um arquivo PEM de certificados de CA, ou deixe a opção de fora.`)
};

export const doctor_ca_none = /** @type {(inputs: Doctor_Ca_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum arquivo de CA extra: só as CAs confiáveis do sistema (e NODE_EXTRA_CA_CERTS) são usadas.`)
};

export const doctor_ca_one_expired = /** @type {(inputs: Doctor_Ca_One_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: “${i?.name}” expirou (${i?.list}).`)
};

export const doctor_ca_renew_fix = /** @type {(inputs: Doctor_Ca_Renew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça à sua equipe de TI o certificado de CA renovado e escolha um arquivo PEM válido em Configurações → Arquivo de CA extra (ou \`timetray config set caFile FILE\`; \`none\` se não precisar mais de um).`)
};

export const doctor_ca_unusable = /** @type {(inputs: Doctor_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo de CA não pode ser usado: ${i?.problem}.`)
};

export const doctor_check_crashed = /** @type {(inputs: Doctor_Check_CrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A própria verificação falhou: ${i?.error}.`)
};

export const doctor_check_crashed_fix = /** @type {(inputs: Doctor_Check_Crashed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe isto junto com a saída de \`timetray doctor --json\`.`)
};

export const doctor_check_timed_out = /** @type {(inputs: Doctor_Check_Timed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sem resposta em ${i?.seconds} s: a verificação foi interrompida.`)
};

export const doctor_check_timed_out_fix = /** @type {(inputs: Doctor_Check_Timed_Out_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rode \`timetray doctor\` de novo; se o tempo continuar esgotando, o componente verificado está travado (veja as outras verificações dele).`)
};

export const doctor_clock_agrees = /** @type {(inputs: Doctor_Clock_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O relógio deste computador bate com o de ${i?.origin} (diferença de até ${i?.seconds} s).`)
};

export const doctor_clock_ahead = /** @type {(inputs: Doctor_Clock_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O relógio deste computador está ${i?.span} adiantado em relação ao de ${i?.origin}.`)
};

export const doctor_clock_bad_date = /** @type {(inputs: Doctor_Clock_Bad_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não comparado: ${i?.origin} enviou um cabeçalho Date ilegível.`)
};

export const doctor_clock_bad_date_fix = /** @type {(inputs: Doctor_Clock_Bad_Date_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada a fazer aqui.`)
};

export const doctor_clock_behind = /** @type {(inputs: Doctor_Clock_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O relógio deste computador está ${i?.span} atrasado em relação ao de ${i?.origin}.`)
};

export const doctor_clock_no_account = /** @type {(inputs: Doctor_Clock_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não comparado: nenhuma conta ainda, então não há serviço para comparar.`)
};

export const doctor_clock_no_answer = /** @type {(inputs: Doctor_Clock_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não comparado: nenhum serviço respondeu com a hora dele (veja a verificação do serviço).`)
};

export const doctor_clock_no_answer_fix = /** @type {(inputs: Doctor_Clock_No_Answer_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolva primeiro o problema do serviço.`)
};

export const doctor_clock_skew_fix = /** @type {(inputs: Doctor_Clock_Skew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ative a hora automática (Linux: \`timedatectl set-ntp true\`; macOS e Windows: configurações de Data e Hora → definir automaticamente).`)
};

export const doctor_fix_label = /** @type {(inputs: Doctor_Fix_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`como resolver:`)
};

export const doctor_idle_ended = /** @type {(inputs: Doctor_Idle_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token dela não é usado há ${i?.days} dias (último uso ${i?.when}); o serviço encerra uma sessão sem uso por ${i?.limit} dias, então ela provavelmente já foi encerrada.`)
};

export const doctor_idle_ending = /** @type {(inputs: Doctor_Idle_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token dela não é usado há ${i?.days} dias (último uso ${i?.when}); o serviço encerra a sessão em ${i?.ends}, a menos que ela seja usada.`)
};

export const doctor_idle_ending_fix = /** @type {(inputs: Doctor_Idle_Ending_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abra o Timetray (o aplicativo ou qualquer comando on-line, como \`timetray projects\`): ele usa as contas paradas uma vez por dia. Se a sessão tiver sido encerrada, entre novamente: ${i?.login}.`)
};

export const doctor_keychain_cannot_prompt = /** @type {(inputs: Doctor_Keychain_Cannot_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum pedido de desbloqueio pode ser mostrado aqui (não há tela), então os tokens não podem ser lidos.`)
};

export const doctor_keychain_differs = /** @type {(inputs: Doctor_Keychain_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a entrada lida é diferente da que foi escrita.`)
};

export const doctor_keychain_locked = /** @type {(inputs: Doctor_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro padrão (${i?.program}) está bloqueado.`)
};

export const doctor_keychain_locked_fix = /** @type {(inputs: Doctor_Keychain_Locked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloqueie o chaveiro “login” em Senhas e chaves (seahorse); use a mesma senha do seu login para que ele seja desbloqueado quando você entrar no computador.`)
};

export const doctor_keychain_no_bus = /** @type {(inputs: Doctor_Keychain_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}, então o chaveiro (Secret Service) não pode ser acessado.`)
};

export const doctor_keychain_no_collection = /** @type {(inputs: Doctor_Keychain_No_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro (${i?.program}) não tem coleção padrão (“login”), onde o Timetray guarda os tokens.`)
};

export const doctor_keychain_no_collection_fix = /** @type {(inputs: Doctor_Keychain_No_Collection_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie um chaveiro padrão em Senhas e chaves (seahorse) ou inicie \`gnome-keyring-daemon --unlock\` com uma senha na entrada padrão.`)
};

export const doctor_keychain_no_provider = /** @type {(inputs: Doctor_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada na sessão D-Bus oferece o Secret Service (org.freedesktop.secrets).`)
};

export const doctor_keychain_no_provider_fix = /** @type {(inputs: Doctor_Keychain_No_Provider_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale e inicie um chaveiro que ofereça o Secret Service: GNOME Keyring (\`apt install gnome-keyring\`) ou KWallet com o Secret Service ativado; depois saia da sessão e entre de novo.`)
};

export const doctor_keychain_not_tried = /** @type {(inputs: Doctor_Keychain_Not_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não foi tentado`)
};

export const doctor_keychain_ok_not_inspected = /** @type {(inputs: Doctor_Keychain_Ok_Not_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secret Service não inspecionado (${i?.problem}); uma entrada de teste foi escrita, lida de volta e apagada em ${i?.ms} ms.`)
};

export const doctor_keychain_ok_os = /** @type {(inputs: Doctor_Keychain_Ok_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store}: uma entrada de teste foi escrita, lida de volta e apagada em ${i?.ms} ms.`)
};

export const doctor_keychain_ok_secret_service = /** @type {(inputs: Doctor_Keychain_Ok_Secret_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} no barramento da sessão, coleção padrão desbloqueada; uma entrada de teste foi escrita, lida de volta e apagada em ${i?.ms} ms.`)
};

export const doctor_keychain_os_keychain = /** @type {(inputs: Doctor_Keychain_Os_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chaveiro do sistema`)
};

export const doctor_keychain_round_trip_failed = /** @type {(inputs: Doctor_Keychain_Round_Trip_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível escrever, ler de volta e apagar uma entrada de teste: ${i?.why}`)
};

export const doctor_keychain_round_trip_fix = /** @type {(inputs: Doctor_Keychain_Round_Trip_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique se o seu chaveiro está instalado, em execução e desbloqueado (a mensagem diz a causa).`)
};

export const doctor_keychain_will_prompt = /** @type {(inputs: Doctor_Keychain_Will_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray vai pedir que você o desbloqueie quando precisar de um token.`)
};

export const doctor_label_fail = /** @type {(inputs: Doctor_Label_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FALHA`)
};

export const doctor_label_ok = /** @type {(inputs: Doctor_Label_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ok`)
};

export const doctor_label_warn = /** @type {(inputs: Doctor_Label_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aviso`)
};

export const doctor_no_bus_fix = /** @type {(inputs: Doctor_No_Bus_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rode o Timetray dentro de uma sessão de desktop (DBUS_SESSION_BUS_ADDRESS precisa indicar um barramento de sessão em execução) ou rode o comando dentro de \`dbus-run-session -- …\`.`)
};

export const doctor_proxy_accepted = /** @type {(inputs: Doctor_Proxy_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ele aceitou uma conexão em ${i?.ms} ms.`)
};

export const doctor_proxy_dead_fix = /** @type {(inputs: Doctor_Proxy_Dead_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique ${i?.variable} (host e porta) e se o proxy está em execução; numa rede sem proxy, remova ${i?.variable}.`)
};

export const doctor_proxy_excluded = /** @type {(inputs: Doctor_Proxy_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} é acessado diretamente (entrada “${i?.entry}” de NO_PROXY).`)
};

export const doctor_proxy_names = /** @type {(inputs: Doctor_Proxy_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} indica ${i?.shown}.`)
};

export const doctor_proxy_none = /** @type {(inputs: Doctor_Proxy_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum proxy no ambiente (HTTPS_PROXY e HTTP_PROXY não estão definidas): a CLI se conecta diretamente.`)
};

export const doctor_proxy_not_url = /** @type {(inputs: Doctor_Proxy_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} está definida, mas não é uma URL.`)
};

export const doctor_proxy_not_url_fix = /** @type {(inputs: Doctor_Proxy_Not_Url_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Defina ${i?.variable} com o endereço do proxy, por exemplo http://proxy.example:3128, ou remova a variável.`)
};

export const doctor_proxy_os_hidden = /** @type {(inputs: Doctor_Proxy_Os_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As configurações de proxy do sistema (configurações do sistema ou PAC) não são visíveis para a CLI.`)
};

export const doctor_proxy_system_direct = /** @type {(inputs: Doctor_Proxy_System_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum proxy no ambiente, e as configurações de proxy do sistema mandam o serviço diretamente.`)
};

export const doctor_proxy_system_fix = /** @type {(inputs: Doctor_Proxy_System_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o proxy nas configurações de rede do sistema (ou o arquivo PAC dele) e se o proxy está em execução; ou defina HTTPS_PROXY com um proxy que funcione antes de abrir o Timetray.`)
};

export const doctor_proxy_system_no_address = /** @type {(inputs: Doctor_Proxy_System_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum proxy no ambiente; ainda não há endereço do serviço para consultar nas configurações do sistema.`)
};

export const doctor_proxy_system_sends = /** @type {(inputs: Doctor_Proxy_System_SendsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As configurações de proxy do sistema mandam ${i?.origin} pelo proxy ${i?.host}.`)
};

export const doctor_proxy_system_through = /** @type {(inputs: Doctor_Proxy_System_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As requisições para ${i?.origin} passam pelo proxy em ${i?.host} (das configurações de proxy do sistema).`)
};

export const doctor_proxy_system_unsupported = /** @type {(inputs: Doctor_Proxy_System_UnsupportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As configurações de proxy do sistema dão a ${i?.origin} “${i?.rule}”, um tipo de proxy que o Timetray não consegue usar (só proxies HTTP CONNECT), então ele se conecta diretamente.`)
};

export const doctor_proxy_through = /** @type {(inputs: Doctor_Proxy_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As requisições passam pelo proxy em ${i?.host} (de ${i?.variable}).`)
};

export const doctor_service_ca_file_fix = /** @type {(inputs: Doctor_Service_Ca_File_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrija ou remova o arquivo de CA em Configurações → Arquivo de CA extra (ou \`timetray config set caFile FILE\`; \`none\` o remove).`)
};

export const doctor_service_cert = /** @type {(inputs: Doctor_Service_CertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificado emitido por “${i?.issuer}” (raiz “${i?.root}”)`)
};

export const doctor_service_cert_ca_file = /** @type {(inputs: Doctor_Service_Cert_Ca_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificado emitido por “${i?.issuer}” (raiz “${i?.root}”, confiável pelo seu arquivo de CA)`)
};

export const doctor_service_cert_extra = /** @type {(inputs: Doctor_Service_Cert_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificado emitido por “${i?.issuer}” (raiz “${i?.root}”, confiável por NODE_EXTRA_CA_CERTS)`)
};

export const doctor_service_connect_fix = /** @type {(inputs: Doctor_Service_Connect_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique sua conexão com a internet e o endereço do serviço (\`timetray accounts\`).`)
};

export const doctor_service_connect_proxy_fix = /** @type {(inputs: Doctor_Service_Connect_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique sua conexão com a internet e o endereço do serviço (\`timetray accounts\`); numa rede que exige proxy, defina HTTPS_PROXY.`)
};

export const doctor_service_expired_fix = /** @type {(inputs: Doctor_Service_Expired_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o relógio e o fuso horário deste computador (veja a verificação do relógio).`)
};

export const doctor_service_inspected = /** @type {(inputs: Doctor_Service_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado que ${i?.origin} apresentou foi emitido por “${i?.issuer}”, que não é uma CA pública nem é confiável aqui (${i?.code}): há um proxy que inspeciona o TLS no caminho.`)
};

export const doctor_service_inspected_unknown = /** @type {(inputs: Doctor_Service_Inspected_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado que ${i?.origin} apresentou não é de uma CA pública nem é confiável aqui (${i?.code}): há um proxy que inspeciona o TLS no caminho.`)
};

export const doctor_service_inspecting_fix = /** @type {(inputs: Doctor_Service_Inspecting_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça à sua equipe de TI o certificado de CA do proxy como arquivo PEM e adicione-o em Configurações → Arquivo de CA extra (ou \`timetray config set caFile FILE\`).`)
};

export const doctor_service_issued_by = /** @type {(inputs: Doctor_Service_Issued_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ele foi emitido por “${i?.issuer}”.`)
};

export const doctor_service_no_account = /** @type {(inputs: Doctor_Service_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda, então não há endereço do serviço para verificar.`)
};

export const doctor_service_no_answer = /** @type {(inputs: Doctor_Service_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem resposta`)
};

export const doctor_service_no_tls_fix = /** @type {(inputs: Doctor_Service_No_Tls_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique se o endereço é o endereço HTTPS do serviço e se a sua rede inspeciona o TLS.`)
};

export const doctor_service_not_tried = /** @type {(inputs: Doctor_Service_Not_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não tentado: ${i?.detail}`)
};

export const doctor_service_ok = /** @type {(inputs: Doctor_Service_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} respondeu por TLS em ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
};

export const doctor_service_ok_via = /** @type {(inputs: Doctor_Service_Ok_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} respondeu por TLS pelo proxy em ${i?.proxy} em ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
};

export const doctor_service_proxy_fix = /** @type {(inputs: Doctor_Service_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique HTTPS_PROXY (host e porta) e se o proxy está em execução; numa rede sem proxy, remova a variável.`)
};

export const doctor_service_proxy_rules_fix = /** @type {(inputs: Doctor_Service_Proxy_Rules_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pergunte à sua equipe de TI se o proxy permite o serviço, ou adicione o serviço a NO_PROXY se ele for acessível diretamente.`)
};

export const doctor_service_request_failed = /** @type {(inputs: Doctor_Service_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O TLS com ${i?.origin} funciona (${i?.cert}), mas em seguida uma requisição falhou: ${i?.why}.`)
};

export const doctor_service_request_failed_fix = /** @type {(inputs: Doctor_Service_Request_Failed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tente de novo; se continuar, verifique o endereço do serviço (\`timetray accounts\`).`)
};

export const doctor_service_request_failed_via = /** @type {(inputs: Doctor_Service_Request_Failed_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O TLS com ${i?.origin} pelo proxy em ${i?.proxy} funciona (${i?.cert}), mas em seguida uma requisição falhou: ${i?.why}.`)
};

export const doctor_service_tls_timeout = /** @type {(inputs: Doctor_Service_Tls_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} aceitou a conexão, mas nenhuma resposta segura (TLS) chegou a tempo.`)
};

export const doctor_service_tls_timeout_fix = /** @type {(inputs: Doctor_Service_Tls_Timeout_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o endereço do serviço (\`timetray accounts\`): ele precisa ser o endereço HTTPS; um firewall também pode estar segurando a conexão.`)
};

export const doctor_service_unreachable = /** @type {(inputs: Doctor_Service_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} não pode ser acessado.`)
};

export const doctor_service_unreachable_via = /** @type {(inputs: Doctor_Service_Unreachable_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} não pode ser acessado pelo proxy em ${i?.proxy}.`)
};

export const doctor_service_wrong_name_fix = /** @type {(inputs: Doctor_Service_Wrong_Name_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o endereço do serviço (\`timetray accounts\`); entre novamente com o endereço certo.`)
};

export const doctor_session_none = /** @type {(inputs: Doctor_Session_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma sessão gráfica (nem DISPLAY nem WAYLAND_DISPLAY estão definidas): o aplicativo da bandeja não pode abrir aqui; o comando \`timetray\` funciona.`)
};

export const doctor_session_none_fix = /** @type {(inputs: Doctor_Session_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra o Timetray na sua sessão de desktop; por SSH ou num contêiner, use o comando \`timetray\`.`)
};

export const doctor_session_not_linux = /** @type {(inputs: Doctor_Session_Not_LinuxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é Linux: janelas e atalhos funcionam sem escolher um servidor gráfico.`)
};

export const doctor_session_unknown = /** @type {(inputs: Doctor_Session_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tipo de sessão desconhecido “${i?.type}”: o posicionamento da janela e os atalhos podem não funcionar.`)
};

export const doctor_session_unknown_fix = /** @type {(inputs: Doctor_Session_Unknown_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use uma sessão de desktop X11 ou Wayland.`)
};

export const doctor_session_wayland = /** @type {(inputs: Doctor_Session_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão Wayland: os aplicativos não podem posicionar as próprias janelas, então a janela abre onde o desktop a coloca (não ao lado do ícone da bandeja) e pode não se esconder ao perder o foco; um atalho global só funciona pelo portal GlobalShortcuts do desktop.`)
};

export const doctor_session_x11 = /** @type {(inputs: Doctor_Session_X11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão X11: a janela abre ao lado do ícone da bandeja, e um atalho global é registrado diretamente.`)
};

export const doctor_shortcut_app_only = /** @type {(inputs: Doctor_Shortcut_App_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só o aplicativo em execução sabe se ele está registrado.`)
};

export const doctor_shortcut_choose_another = /** @type {(inputs: Doctor_Shortcut_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha outro atalho em Configurações (ou \`timetray config set globalShortcut KEYS\`): outro aplicativo pode estar usando este. Ou desligue-o lá.`)
};

export const doctor_shortcut_configured = /** @type {(inputs: Doctor_Shortcut_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está configurado.`)
};

export const doctor_shortcut_no_portal = /** @type {(inputs: Doctor_Shortcut_No_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está configurado, mas esta sessão Wayland não tem o portal GlobalShortcuts (org.freedesktop.portal.GlobalShortcuts), então o atalho não pode funcionar.`)
};

export const doctor_shortcut_no_portal_fix = /** @type {(inputs: Doctor_Shortcut_No_Portal_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale o backend xdg-desktop-portal do seu desktop com atalhos globais (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome) ou associe uma tecla nas configurações de teclado do desktop.`)
};

export const doctor_shortcut_not_registered = /** @type {(inputs: Doctor_Shortcut_Not_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} não está registrado: ${i?.problem}`)
};

export const doctor_shortcut_off = /** @type {(inputs: Doctor_Shortcut_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum atalho global configurado (desligado). Defina um com \`timetray config set globalShortcut CommandOrControl+Alt+T\`.`)
};

export const doctor_shortcut_off_fix = /** @type {(inputs: Doctor_Shortcut_Off_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou desligue o atalho: \`timetray config set globalShortcut off\`.`)
};

export const doctor_shortcut_portal_check = /** @type {(inputs: Doctor_Shortcut_Portal_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Wayland, verifique também se o desktop o aceitou (o portal GlobalShortcuts pode ter perguntado).`)
};

export const doctor_shortcut_registered = /** @type {(inputs: Doctor_Shortcut_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está registrado.`)
};

export const doctor_shortcut_registered_portal = /** @type {(inputs: Doctor_Shortcut_Registered_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está registrado pelo portal do desktop.`)
};

export const doctor_shortcut_wayland = /** @type {(inputs: Doctor_Shortcut_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está configurado; no Wayland, o portal GlobalShortcuts do desktop o registra e pode pedir sua confirmação.`)
};

export const doctor_sign_in_again = /** @type {(inputs: Doctor_Sign_In_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre novamente: ${i?.login}.`)
};

export const doctor_span_days = /** @type {(inputs: Doctor_Span_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} dias`)
};

export const doctor_span_hours = /** @type {(inputs: Doctor_Span_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const doctor_span_minutes = /** @type {(inputs: Doctor_Span_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

export const doctor_summary_fine = /** @type {(inputs: Doctor_Summary_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo certo.`)
};

export const doctor_summary_problems = /** @type {(inputs: Doctor_Summary_ProblemsInputs) => LocalizedString} */ (i) => {const warnedPlural = registry.plural("pt-BR", i?.warned, {});
	if (warnedPlural === "one") return /** @type {LocalizedString} */ (`${i?.failed} com falha, ${i?.warned} aviso.`);
	if (warnedPlural === "other") return /** @type {LocalizedString} */ (`${i?.failed} com falha, ${i?.warned} avisos.`);
	return /** @type {LocalizedString} */ ("doctor_summary_problems");
};

export const doctor_tray_flatpak_fix = /** @type {(inputs: Doctor_Tray_Flatpak_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Num Flatpak, conceda também \`--talk-name=${i?.watcher}\`.`)
};

export const doctor_tray_gnome = /** @type {(inputs: Doctor_Tray_GnomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O GNOME não mostra ícones de bandeja sozinho, e a extensão AppIndicator não está em execução (nenhum ${i?.watcher} no barramento da sessão).`)
};

export const doctor_tray_gnome_fix = /** @type {(inputs: Doctor_Tray_Gnome_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale e ative a extensão do GNOME Shell “AppIndicator and KStatusNotifierItem Support” (Debian/Ubuntu: \`sudo apt install gnome-shell-extension-appindicator\` e depois \`gnome-extensions enable appindicatorsupport@rgcjonas.gmail.com\`); depois saia da sessão e entre de novo.`)
};

export const doctor_tray_macos = /** @type {(inputs: Doctor_Tray_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ícone da bandeja fica na barra de menus do macOS; nenhum host extra é necessário.`)
};

export const doctor_tray_no_bus = /** @type {(inputs: Doctor_Tray_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}: o ícone da bandeja é mostrado pelo barramento da sessão.`)
};

export const doctor_tray_no_desktop = /** @type {(inputs: Doctor_Tray_No_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há sessão gráfica aqui, então só o aplicativo da bandeja (que precisa de um desktop de qualquer forma) é afetado; o comando \`timetray\` funciona sem bandeja:`)
};

export const doctor_tray_no_host = /** @type {(inputs: Doctor_Tray_No_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.watcher} está em execução, mas nenhum painel se registrou como host: o ícone da bandeja pode não aparecer.`)
};

export const doctor_tray_no_host_fix = /** @type {(inputs: Doctor_Tray_No_Host_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione um miniaplicativo de bandeja do sistema (status notifier) ao seu painel.`)
};

export const doctor_tray_none = /** @type {(inputs: Doctor_Tray_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum host StatusNotifier no barramento da sessão (nenhum ${i?.watcher}): ${i?.desktop} não vai mostrar o ícone da bandeja do Timetray.`)
};

export const doctor_tray_none_fix = /** @type {(inputs: Doctor_Tray_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione ao seu painel uma bandeja do sistema que aceite ícones StatusNotifierItem/AppIndicator (KDE Plasma e Cinnamon já têm uma; Xfce: xfce4-statusnotifier-plugin; MATE/Budgie: o miniaplicativo de indicadores Ayatana).`)
};

export const doctor_tray_none_this_desktop = /** @type {(inputs: Doctor_Tray_None_This_DesktopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum host StatusNotifier no barramento da sessão (nenhum ${i?.watcher}): este desktop não vai mostrar o ícone da bandeja do Timetray.`)
};

export const doctor_tray_ok = /** @type {(inputs: Doctor_Tray_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Há um host StatusNotifier (${i?.watcher}) no barramento da sessão: o ícone da bandeja pode aparecer.`)
};

export const doctor_tray_unchecked = /** @type {(inputs: Doctor_Tray_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível procurar um host de bandeja: ${i?.problem}.`)
};

export const doctor_tray_unchecked_fix = /** @type {(inputs: Doctor_Tray_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale o dbus-send (Debian/Ubuntu: \`apt install dbus-bin\`) e rode \`timetray doctor\` de novo.`)
};

export const doctor_tray_until_then = /** @type {(inputs: Doctor_Tray_Until_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Até lá, a janela do Timetray e o comando \`timetray\` funcionam sem o ícone.`)
};

export const doctor_tray_windows = /** @type {(inputs: Doctor_Tray_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ícone da bandeja fica na área de notificação do Windows; nenhum host extra é necessário.`)
};

export const error_bad_response = /** @type {(inputs: Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma resposta que o Timetray não conseguiu ler.`)
};

export const error_insecure_url = /** @type {(inputs: Error_Insecure_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve começar com https://.`)
};

export const error_network = /** @type {(inputs: Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu falar com o serviço. Verifique sua conexão com a internet.`)
};

export const error_other = /** @type {(inputs: Error_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo deu errado na comunicação com o serviço.`)
};

export const error_rate_limited = /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço pediu ao Timetray que espere um pouco.`)
};

export const error_redirect = /** @type {(inputs: Error_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço redirecionou o Timetray para outro endereço, que ele não segue por segurança.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço teve um problema do lado dele.`)
};

export const error_signed_out = /** @type {(inputs: Error_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não está conectado.`)
};

export const error_timeout = /** @type {(inputs: Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço demorou demais para responder.`)
};

export const error_unauthorized = /** @type {(inputs: Error_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço encerrou esta sessão.`)
};

export const health_all_fine = /** @type {(inputs: Health_All_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo certo.`)
};

export const health_check_button = /** @type {(inputs: Health_Check_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnóstico…`)
};

export const health_checking = /** @type {(inputs: Health_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

export const health_fix = /** @type {(inputs: Health_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como resolver:`)
};

export const health_found = /** @type {(inputs: Health_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.list} encontrado.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.list} encontrados.`);
	return /** @type {LocalizedString} */ ("health_found");
};

export const health_problems = /** @type {(inputs: Health_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} problema`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} problemas`);
	return /** @type {LocalizedString} */ ("health_problems");
};

export const health_run = /** @type {(inputs: Health_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

export const health_run_again = /** @type {(inputs: Health_Run_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar de novo`)
};

export const health_status_fail = /** @type {(inputs: Health_Status_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problema`)
};

export const health_status_ok = /** @type {(inputs: Health_Status_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

export const health_status_warn = /** @type {(inputs: Health_Status_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso`)
};

export const health_title = /** @type {(inputs: Health_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnóstico`)
};

export const health_warnings = /** @type {(inputs: Health_WarningsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aviso`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avisos`);
	return /** @type {LocalizedString} */ ("health_warnings");
};

export const hide_money = /** @type {(inputs: Hide_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar valores em dinheiro`)
};

export const hide_money_hint = /** @type {(inputs: Hide_Money_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor hora e valores aparecem como ••• na janela, na bandeja e nos resumos copiados (para compartilhar a tela).`)
};

export const interval_hour = /** @type {(inputs: Interval_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cada hora`)
};

export const interval_manual = /** @type {(inputs: Interval_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só quando eu atualizar`)
};

export const interval_minutes = /** @type {(inputs: Interval_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cada ${i?.minutes} minutos`)
};

export const keychain_locked_title = /** @type {(inputs: Keychain_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro bloqueado`)
};

export const label_account_id = /** @type {(inputs: Label_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da conta`)
};

export const label_api_base_url = /** @type {(inputs: Label_Api_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base da API`)
};

export const label_billing = /** @type {(inputs: Label_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturamento`)
};

export const label_changed = /** @type {(inputs: Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterado em`)
};

export const label_created = /** @type {(inputs: Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado em`)
};

export const label_description = /** @type {(inputs: Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
};

export const label_email = /** @type {(inputs: Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const label_extra_ca = /** @type {(inputs: Label_Extra_CaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA extra`)
};

export const label_language = /** @type {(inputs: Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const label_members = /** @type {(inputs: Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membros`)
};

export const label_open_tasks = /** @type {(inputs: Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarefas abertas`)
};

export const label_password = /** @type {(inputs: Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha`)
};

export const label_rate = /** @type {(inputs: Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor hora`)
};

export const label_refresh_projects = /** @type {(inputs: Label_Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar projetos`)
};

export const label_shortcut = /** @type {(inputs: Label_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho global para abrir o Timetray`)
};

export const label_time = /** @type {(inputs: Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
};

export const label_token = /** @type {(inputs: Label_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
};

export const label_token_user_agent = /** @type {(inputs: Label_Token_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent com que ele foi criado`)
};

export const label_value = /** @type {(inputs: Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

export const language_auto = /** @type {(inputs: Language_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automático (idioma do sistema)`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_pt_br = /** @type {(inputs: Language_Pt_BrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Português (Brasil)`)
};

export const last_used_days = /** @type {(inputs: Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`último uso há ${i?.count} dias`)
};

export const last_used_today = /** @type {(inputs: Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso hoje`)
};

export const last_used_unknown = /** @type {(inputs: Last_Used_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso desconhecido`)
};

export const last_used_yesterday = /** @type {(inputs: Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso ontem`)
};

export const launch_at_login = /** @type {(inputs: Launch_At_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Timetray ao entrar no computador`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando…`)
};

export const loading_projects = /** @type {(inputs: Loading_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando projetos…`)
};

export const money_hidden = /** @type {(inputs: Money_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oculto`)
};

export const net_connect_timeout = /** @type {(inputs: Net_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível conectar a ${i?.origin} a tempo`)
};

export const net_cut_off = /** @type {(inputs: Net_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A conexão com ${i?.origin} foi interrompida`)
};

export const net_expired = /** @type {(inputs: Net_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado do servidor expirou ou ainda não é válido (${i?.code})`)
};

export const net_fix_address = /** @type {(inputs: Net_Fix_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique o endereço do serviço.`)
};

export const net_fix_address_internet = /** @type {(inputs: Net_Fix_Address_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique o endereço e sua conexão com a internet.`)
};

export const net_fix_address_right = /** @type {(inputs: Net_Fix_Address_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o endereço do serviço está certo?`)
};

export const net_fix_ca_file = /** @type {(inputs: Net_Fix_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se a sua rede inspeciona o TLS, adicione o arquivo de CA dela em Configurações ou com \`timetray config set caFile FILE\`; \`timetray doctor\` mostra quem emitiu o certificado.`)
};

export const net_fix_clock = /** @type {(inputs: Net_Fix_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique o relógio deste computador.`)
};

export const net_fix_connection = /** @type {(inputs: Net_Fix_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique sua conexão.`)
};

export const net_fix_https = /** @type {(inputs: Net_Fix_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este é um endereço HTTPS?`)
};

export const net_fix_internet = /** @type {(inputs: Net_Fix_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique sua conexão com a internet.`)
};

export const net_fix_network = /** @type {(inputs: Net_Fix_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique sua rede.`)
};

export const net_fix_proxy_rules = /** @type {(inputs: Net_Fix_Proxy_RulesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verifique as regras do proxy para ${i?.origin}.`)
};

export const net_fix_proxy_runs = /** @type {(inputs: Net_Fix_Proxy_RunsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verifique ${i?.setting} e se o proxy está em execução.`)
};

export const net_fix_proxy_setting = /** @type {(inputs: Net_Fix_Proxy_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verifique ${i?.setting}.`)
};

export const net_fix_try_again = /** @type {(inputs: Net_Fix_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tente de novo.`)
};

export const net_no_tls = /** @type {(inputs: Net_No_TlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível estabelecer uma conexão segura com ${i?.origin} (${i?.code})`)
};

export const net_not_found = /** @type {(inputs: Net_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} não foi encontrado`)
};

export const net_proxy_not_found = /** @type {(inputs: Net_Proxy_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} não foi encontrado`)
};

export const net_proxy_refused = /** @type {(inputs: Net_Proxy_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} recusou a conexão`)
};

export const net_proxy_timeout = /** @type {(inputs: Net_Proxy_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} não respondeu a tempo`)
};

export const net_proxy_unreachable = /** @type {(inputs: Net_Proxy_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} não pode ser acessado (${i?.code})`)
};

export const net_refused = /** @type {(inputs: Net_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} recusou a conexão`)
};

export const net_slow_answer = /** @type {(inputs: Net_Slow_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} demorou demais para responder`)
};

export const net_system_proxy_settings = /** @type {(inputs: Net_System_Proxy_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as configurações de proxy do sistema`)
};

export const net_tunnel_refused = /** @type {(inputs: Net_Tunnel_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy se recusou a conectar ao serviço (${i?.status})`)
};

export const net_unknown = /** @type {(inputs: Net_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível acessar ${i?.origin}`)
};

export const net_unknown_code = /** @type {(inputs: Net_Unknown_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível acessar ${i?.origin} (${i?.code})`)
};

export const net_unreachable = /** @type {(inputs: Net_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} está inacessível`)
};

export const net_untrusted = /** @type {(inputs: Net_UntrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado do servidor não é confiável (${i?.code})`)
};

export const net_wrong_name = /** @type {(inputs: Net_Wrong_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado do servidor é de outro nome, não de ${i?.origin}`)
};

export const no_ca_file = /** @type {(inputs: No_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum: só as CAs confiáveis do sistema.`)
};

export const no_customer = /** @type {(inputs: No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem cliente`)
};

export const no_match = /** @type {(inputs: No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada corresponde a “${i?.query}”.`)
};

export const no_match_archived = /** @type {(inputs: No_Match_ArchivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nenhum projeto ativo corresponde a “${i?.query}” (${i?.countText} arquivado corresponde — marque “Mostrar arquivados”).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nenhum projeto ativo corresponde a “${i?.query}” (${i?.countText} arquivados correspondem — marque “Mostrar arquivados”).`);
	return /** @type {LocalizedString} */ ("no_match_archived");
};

export const no_projects = /** @type {(inputs: No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto ainda.`)
};

export const not_billable = /** @type {(inputs: Not_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não faturável`)
};

export const not_refreshed_yet = /** @type {(inputs: Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ainda não atualizado`)
};

export const project_fallback = /** @type {(inputs: Project_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projeto #${i?.id}`)
};

export const project_gone = /** @type {(inputs: Project_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este projeto não existe mais no serviço — ele foi removido da lista.`)
};

export const projects_by_customer = /** @type {(inputs: Projects_By_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projetos por cliente`)
};

export const projects_unit = /** @type {(inputs: Projects_UnitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`projeto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`projetos`);
	return /** @type {LocalizedString} */ ("projects_unit");
};

export const rate_per_hour = /** @type {(inputs: Rate_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / h`)
};

export const refresh_projects = /** @type {(inputs: Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar projetos`)
};

export const refresh_title = /** @type {(inputs: Refresh_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizar (${i?.shortcut})`)
};

export const refreshing = /** @type {(inputs: RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizando…`)
};

export const remove = /** @type {(inputs: RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

export const remove_account_detail = /** @type {(inputs: Remove_Account_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray encerra a sessão no serviço e esquece a conta neste computador.`)
};

export const remove_account_menu = /** @type {(inputs: Remove_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover esta conta…`)
};

export const remove_account_title = /** @type {(inputs: Remove_Account_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.label}?`)
};

export const removing = /** @type {(inputs: RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removendo…`)
};

export const rename = /** @type {(inputs: RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomear`)
};

export const rename_blank = /** @type {(inputs: Rename_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um novo nome ou pressione Esc para manter o atual.`)
};

export const rename_customer = /** @type {(inputs: Rename_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renomear o cliente ${i?.label}`)
};

export const rename_new_name_for = /** @type {(inputs: Rename_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novo nome para ${i?.label}`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
};

export const retrying = /** @type {(inputs: RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando de novo…`)
};

export const save = /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar`)
};

export const saved = /** @type {(inputs: SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvo.`)
};

export const saved_list_note = /** @type {(inputs: Saved_List_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a lista abaixo é a que foi salva.`)
};

export const saved_list_note_from = /** @type {(inputs: Saved_List_Note_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a lista abaixo foi salva em ${i?.time}.`)
};

export const saving = /** @type {(inputs: SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando…`)
};

export const search_hint = /** @type {(inputs: Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada palavra deve corresponder a um projeto, ao cliente dele ou ao #id. ↓ vai para a lista.`)
};

export const search_label = /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar projetos`)
};

export const search_placeholder = /** @type {(inputs: Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar projetos…`)
};

export const service_address = /** @type {(inputs: Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço do serviço`)
};

export const set_shortcut = /** @type {(inputs: Set_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir atalho`)
};

export const settings = /** @type {(inputs: SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações`)
};

export const settings_and_health_link = /** @type {(inputs: Settings_And_Health_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações e diagnóstico…`)
};

export const settings_problems = /** @type {(inputs: Settings_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O settings.json tinha valores que o Timetray não pôde usar; eles voltaram ao padrão:`)
};

export const shortcut_hint = /** @type {(inputs: Shortcut_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desativado por padrão. Modificadores e uma tecla, por exemplo ${i?.example}.`)
};

export const shortcut_hint_wayland = /** @type {(inputs: Shortcut_Hint_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Wayland, o atalho só funciona pelo portal de atalhos globais da sua área de trabalho, que pode pedir que você o confirme.`)
};

export const shortcut_placeholder = /** @type {(inputs: Shortcut_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ex.: ${i?.example}`)
};

export const shortcut_saved = /** @type {(inputs: Shortcut_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho salvo.`)
};

export const shortcut_turned_off = /** @type {(inputs: Shortcut_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho desativado.`)
};

export const show_archived = /** @type {(inputs: Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar arquivados`)
};

export const show_archived_projects = /** @type {(inputs: Show_Archived_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar projetos arquivados`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

export const sign_in_adding_title = /** @type {(inputs: Sign_In_Adding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma conta`)
};

export const sign_in_again_title = /** @type {(inputs: Sign_In_Again_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar novamente`)
};

export const sign_in_title = /** @type {(inputs: Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar no Timetray`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair`)
};

export const signing_in = /** @type {(inputs: Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrando…`)
};

export const state_load_failed = /** @type {(inputs: State_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu carregar seu estado. Reinicie o aplicativo.`)
};

export const status_active = /** @type {(inputs: Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativo`)
};

export const status_archived = /** @type {(inputs: Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivado`)
};

export const the_service = /** @type {(inputs: The_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o serviço`)
};

export const token_title = /** @type {(inputs: Token_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar um token existente`)
};

export const token_warning = /** @type {(inputs: Token_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço vincula o token ao User-Agent do programa que o criou. Enviado com qualquer outro User-Agent, o token é destruído para sempre. Digite o User-Agent exato desse programa (para o curl, por exemplo,`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
};

export const trying = /** @type {(inputs: TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando…`)
};

export const turn_off = /** @type {(inputs: Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar`)
};

export const unrevoked_notice = /** @type {(inputs: Unrevoked_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu neste computador. Não foi possível falar com o serviço para encerrar a sessão lá; ela termina sozinha após 30 dias sem uso.`)
};

export const updated = /** @type {(inputs: UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`atualizado`)
};

export const use_token = /** @type {(inputs: Use_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar token`)
};

export const use_token_link = /** @type {(inputs: Use_Token_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar um token de API existente…`)
};

export const window_title = /** @type {(inputs: Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray`)
};