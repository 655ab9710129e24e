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

export const cli_accepted_boolean = /** @type {(inputs: Cli_Accepted_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`true ou false`)
};

export const cli_accepted_ca_file = /** @type {(inputs: Cli_Accepted_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um arquivo PEM de certificados de CA, ou none`)
};

export const cli_accepted_interval = /** @type {(inputs: Cli_Accepted_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5, 15, 30, 60 ou manual`)
};

export const cli_accepted_language = /** @type {(inputs: Cli_Accepted_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (auto: LC_ALL, LC_MESSAGES ou LANG aqui, os idiomas do sistema no app)`)
};

export const cli_accepted_shortcut = /** @type {(inputs: Cli_Accepted_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um atalho como CommandOrControl+Alt+T, ou off`)
};

export const cli_accepts = /** @type {(inputs: Cli_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray aceita: ${i?.options}.`)
};

export const cli_account_key_line = /** @type {(inputs: Cli_Account_Key_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`chave: ${i?.key}`)
};

export const cli_account_line = /** @type {(inputs: Cli_Account_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  conta ${i?.accountId} em ${i?.baseUrl}  (${i?.state})  ${i?.lastUsed}`)
};

export const cli_archived_flag = /** @type {(inputs: Cli_Archived_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[arquivado]`)
};

export const cli_argument_count = /** @type {(inputs: Cli_Argument_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage} — esperava ${i?.expected} argumento(s), recebeu ${i?.got}.`)
};

export const cli_argument_range = /** @type {(inputs: Cli_Argument_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.least} a ${i?.most}`)
};

export const cli_ask_account_id = /** @type {(inputs: Cli_Ask_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da conta`)
};

export const cli_ask_account_id_login = /** @type {(inputs: Cli_Ask_Account_Id_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da conta (depois de /a/ no app web)`)
};

export const cli_ask_email = /** @type {(inputs: Cli_Ask_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const cli_ask_password = /** @type {(inputs: Cli_Ask_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha`)
};

export const cli_ask_service_address = /** @type {(inputs: Cli_Ask_Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço do serviço`)
};

export const cli_ask_token = /** @type {(inputs: Cli_Ask_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
};

export const cli_bad_shortcut = /** @type {(inputs: Cli_Bad_ShortcutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" não é um atalho que o Timetray entenda: use um ou mais modificadores (CommandOrControl, Ctrl, Alt, Shift, Super) e uma tecla, p. ex. CommandOrControl+Alt+T.`)
};

export const cli_billable_by = /** @type {(inputs: Cli_Billable_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sim, por ${i?.billBy}`)
};

export const cli_ca_file_flag = /** @type {(inputs: Cli_Ca_File_FlagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo dado com --ca-file não pode ser usado: ${i?.problem}. Dê a --ca-file um arquivo PEM de certificados de CA, ou deixe-o de fora.`)
};

export const cli_ca_unusable = /** @type {(inputs: Cli_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo de CA extra está configurado mas não pode ser usado: ${i?.problem}. As conexões vão falhar até que isso seja corrigido. Escolha um arquivo PEM válido em Configurações → Arquivo de CA extra (ou \`timetray config set caFile FILE\`; \`none\` se não precisar mais de um).`)
};

export const cli_cancelled = /** @type {(inputs: Cli_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado.`)
};

export const cli_command_accepts = /** @type {(inputs: Cli_Command_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` aceita: ${i?.options}.`)
};

export const cli_config_now = /** @type {(inputs: Cli_Config_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} agora é ${i?.value}.`)
};

export const cli_config_usage = /** @type {(inputs: Cli_Config_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso: timetray config [get KEY | set KEY VALUE] — veja \`timetray --help\`.`)
};

export const cli_customer_group = /** @type {(inputs: Cli_Customer_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  (cliente ${i?.id})`)
};

export const cli_customer_number = /** @type {(inputs: Cli_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente nº ${i?.id}`)
};

export const cli_customer_renamed = /** @type {(inputs: Cli_Customer_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O cliente ${i?.id} agora se chama "${i?.name}".`)
};

export const cli_details_cached = /** @type {(inputs: Cli_Details_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Do cache, de ${i?.when}.`)
};

export const cli_details_fetched = /** @type {(inputs: Cli_Details_FetchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscado em ${i?.when}.`)
};

export const cli_did_you_mean_option = /** @type {(inputs: Cli_Did_You_Mean_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você quis dizer ${i?.nearest}?`)
};

export const cli_disk_full = /** @type {(inputs: Cli_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o disco está cheio`)
};

export const cli_help_commands_heading = /** @type {(inputs: Cli_Help_Commands_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comandos:`)
};

export const cli_help_exit_codes = /** @type {(inputs: Cli_Help_Exit_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos de saída:
  0 ok · 1 falha (inclusive um chaveiro inutilizável) · 2 erro de uso ou entrada inválida
  3 é preciso entrar (sem sessão, ou o serviço a recusou)
  4 falha de rede ou de TLS (não foi possível falar com o serviço com segurança)
  5 o chaveiro está bloqueado: desbloqueie-o e rode o comando de novo (nada foi mudado)
  130 cancelado num pedido (Ctrl-C); o fim da entrada num pedido (Ctrl-D) é erro de uso (2)`)
};

export const cli_help_global_options_heading = /** @type {(inputs: Cli_Help_Global_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opções globais:`)
};

export const cli_help_intro = /** @type {(inputs: Cli_Help_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`timetray — seus projetos do serviço de controle de horas na linha de comando.
Usa as mesmas contas, entradas do chaveiro e User-Agent que o app de bandeja Timetray.`)
};

export const cli_help_json_heading = /** @type {(inputs: Cli_Help_Json_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saída --json (um documento JSON na saída padrão; estável, campos só são acrescentados;
as chaves e os códigos não são traduzidos):`)
};

export const cli_help_json_shapes = /** @type {(inputs: Cli_Help_Json_ShapesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`  Account  = {"key","label","baseUrl","accountId","email","signedIn":bool|null,"active":bool,
              "lastUsed": ISO-time|null, "keychain": "ok"|"locked"|"unavailable"}
              signedIn=null: desconhecido, o chaveiro não pôde ser consultado ("keychain" diz
              por quê); lastUsed: o último uso bem-sucedido do token (null: desconhecido)
  login, import-token, use  {"account": Account}
  logout, remove   {"account": "<key>", "revoked": bool,
                    "state": "revoked"|"not_signed_in"|"not_reached", "warning"?: string}
                   revoked=true só quando um token foi encerrado no serviço; not_signed_in:
                   não havia token (nada revogado); not_reached: não foi possível avisar o
                   serviço (sem conexão), o token foi apagado neste computador mesmo assim
  accounts         {"accounts": [Account, ...]}
  status           {"signedIn": bool|null, "account": Account|null, "reason": string|null,
                    "cachedProjects": number, "lastRefresh": ISO-time|null,
                    "caFile": path|null, "caFileProblem": string|null (por que caFile não
                    pode ser usado), "keychainError": string|null,
                    "keychain": "ok"|"locked"|"unavailable"}
  projects         {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time|null,
                    "skipped": number, "moneyHidden": bool, "stale": bool,
                    "projects": [Project, ...]}   stale=true: não foi possível obter uma
                    lista nova (sem conexão, a sessão terminou, o chaveiro bloqueado ou
                    inutilizável); esta é a salva, "error": {"code","message"} diz por quê,
                    o mesmo erro está na saída de erro e o código de saída não é zero.
                    O dinheiro nunca é ocultado no --json; moneyHidden diz a configuração hideMoney.
                    Todos os projetos são listados, inclusive os arquivados, seja qual for showArchived.
                    Project como no app:
                    {"id","name","description","active","status","customerId","customerName",
                     "billable","rate","timeTotalSeconds",...}
  project          {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time,
                    "moneyHidden": bool, "stale": bool, "project": Project}   (stale e
                    "error" como em projects)   com os totais: "timeTotalSeconds", "valueTotal",
                    "totalMembers", "totalActiveTasks"
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR"}}
  config get/set   {"key": string, "value": ...}   (null: manual / off / none)
  doctor           {"ok": bool, "elapsedMs": number, "checks": [{"id", "status": "ok"|"warn"|"fail",
                    "found": string, "fix": string|null, "subject"?: endereço ou conta}, ...]}
  errors (stderr)  {"error": {"code": string, "message": string}}   code: "bad_input" para um
                   erro de uso ou entrada inválida (saída 2), "signed_out", "unauthorized",
                   "network", "timeout", "tls", "keychain", "keychain_locked", "settings", ... (como no app)`)
};

export const cli_help_options_heading = /** @type {(inputs: Cli_Help_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opções:`)
};

export const cli_help_options_placeholder = /** @type {(inputs: Cli_Help_Options_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[opções]`)
};

export const cli_help_see_overview = /** @type {(inputs: Cli_Help_See_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os comandos, os códigos de saída e os formatos do --json: \`timetray --help\`.`)
};

export const cli_help_settings_where = /** @type {(inputs: Cli_Help_Settings_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As configurações ficam em $TIMETRAY_CONFIG_DIR, senão na pasta de configuração do
usuário (Linux: $XDG_CONFIG_HOME/Timetray ou ~/.config/Timetray). Os tokens ficam só
no chaveiro do sistema.`)
};

export const cli_help_times = /** @type {(inputs: Cli_Help_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os horários aparecem na hora local, no formato do idioma (a configuração language,
senão LC_ALL, LC_TIME ou LANG); --json mantém ISO 8601.`)
};

export const cli_help_usage_line = /** @type {(inputs: Cli_Help_Usage_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage}`)
};

export const cli_help_usage_overview = /** @type {(inputs: Cli_Help_Usage_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso: timetray <comando> [opções]
     timetray <comando> --help    só esse comando, com as opções dele`)
};

export const cli_input_ended = /** @type {(inputs: Cli_Input_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado: a entrada terminou antes de uma resposta.`)
};

export const cli_label_billable = /** @type {(inputs: Cli_Label_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável`)
};

export const cli_label_changed = /** @type {(inputs: Cli_Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterado`)
};

export const cli_label_created = /** @type {(inputs: Cli_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado`)
};

export const cli_label_customer = /** @type {(inputs: Cli_Label_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

export const cli_label_description = /** @type {(inputs: Cli_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
};

export const cli_label_hours = /** @type {(inputs: Cli_Label_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
};

export const cli_label_members = /** @type {(inputs: Cli_Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membros`)
};

export const cli_label_open_tasks = /** @type {(inputs: Cli_Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarefas abertas`)
};

export const cli_label_rate = /** @type {(inputs: Cli_Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor hora`)
};

export const cli_label_status = /** @type {(inputs: Cli_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const cli_label_value = /** @type {(inputs: Cli_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

export const cli_last_use_unknown = /** @type {(inputs: Cli_Last_Use_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso desconhecido`)
};

export const cli_last_used_days = /** @type {(inputs: Cli_Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`usada há ${i?.days} dias`)
};

export const cli_last_used_today = /** @type {(inputs: Cli_Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usada hoje`)
};

export const cli_last_used_yesterday = /** @type {(inputs: Cli_Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usada ontem`)
};

export const cli_list_cached = /** @type {(inputs: Cli_List_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`em cache, de ${i?.when}`)
};

export const cli_list_refreshed = /** @type {(inputs: Cli_List_RefreshedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`atualizada em ${i?.when}`)
};

export const cli_list_saved = /** @type {(inputs: Cli_List_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`salva em ${i?.when}`)
};

export const cli_logout_not_signed_in = /** @type {(inputs: Cli_Logout_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} não estava com sessão aberta; nada a revogar.`)
};

export const cli_logout_not_told = /** @type {(inputs: Cli_Logout_Not_ToldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu neste computador (o token foi apagado do chaveiro), mas
não foi possível avisar o serviço: lá o token continua válido até ficar 30 dias sem uso.`)
};

export const cli_logout_revoked = /** @type {(inputs: Cli_Logout_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu. O token foi revogado no serviço e apagado do chaveiro.`)
};

export const cli_markdown_or_json = /** @type {(inputs: Cli_Markdown_Or_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma só entre --markdown e --json.`)
};

export const cli_needs_value = /** @type {(inputs: Cli_Needs_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} precisa de um valor: ${i?.option} ${i?.valueName}.`)
};

export const cli_no = /** @type {(inputs: Cli_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não`)
};

export const cli_no_account_matches = /** @type {(inputs: Cli_No_Account_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhuma conta corresponde a "${i?.text}". Veja \`timetray accounts\`.`)
};

export const cli_no_account_to_sign_out = /** @type {(inputs: Cli_No_Account_To_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta para sair. Veja \`timetray accounts\`.`)
};

export const cli_no_account_yet = /** @type {(inputs: Cli_No_Account_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda — rode \`timetray login\` primeiro.`)
};

export const cli_no_accounts_yet = /** @type {(inputs: Cli_No_Accounts_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda. Adicione uma com \`timetray login\`.`)
};

export const cli_no_customer = /** @type {(inputs: Cli_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem cliente`)
};

export const cli_no_password_given = /** @type {(inputs: Cli_No_Password_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma senha informada.`)
};

export const cli_no_terminal_password = /** @type {(inputs: Cli_No_Terminal_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há terminal para pedir a senha: envie-a pela entrada padrão com --password-stdin.`)
};

export const cli_no_terminal_secret = /** @type {(inputs: Cli_No_Terminal_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há terminal para perguntar: envie o segredo pela entrada padrão.`)
};

export const cli_no_token_given = /** @type {(inputs: Cli_No_Token_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum token informado.`)
};

export const cli_not_an_option_of = /** @type {(inputs: Cli_Not_An_Option_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` não tem a opção ${i?.option}.`)
};

export const cli_not_cached = /** @type {(inputs: Cli_Not_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ainda não há detalhes deste projeto em cache — rode \`timetray project ${i?.id}\` com conexão.`)
};

export const cli_not_in_account = /** @type {(inputs: Cli_Not_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há projeto ${i?.id} nesta conta — \`timetray projects\` lista os IDs.`)
};

export const cli_not_saved = /** @type {(inputs: Cli_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: ${i?.problem}.`)
};

export const cli_notes_doctor = /** @type {(inputs: Cli_Notes_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sai com 0 quando nada falhou (avisos permitidos), 1 caso contrário.`)
};

export const cli_notes_project = /** @type {(inputs: Cli_Notes_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sai com 1 quando o serviço não tem o projeto (um que estava na lista
também é removido da lista em cache). Sem conexão, os detalhes salvos
são mostrados como em projects. Com hideMoney ligado, valor hora e valor
aparecem como •••.`)
};

export const cli_notes_projects = /** @type {(inputs: Cli_Notes_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projetos arquivados só são listados com showArchived ligado, como no app
(\`timetray config set showArchived true\`); a última linha diz quantos
estão ocultos. --json lista todos os projetos, inclusive os arquivados.
Quando o serviço não consegue dar uma lista nova, a salva é mostrada, com
uma linha na saída de erro dizendo de quando e por quê; o código de saída
continua o da falha (4 sem conexão).`)
};

export const cli_now_using = /** @type {(inputs: Cli_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agora usando ${i?.name}.`)
};

export const cli_now_using_keychain_locked = /** @type {(inputs: Cli_Now_Using_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agora usando ${i?.name} (chaveiro bloqueado).`)
};

export const cli_now_using_keychain_unavailable = /** @type {(inputs: Cli_Now_Using_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agora usando ${i?.name} (chaveiro indisponível).`)
};

export const cli_now_using_signed_out = /** @type {(inputs: Cli_Now_Using_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agora usando ${i?.name} (sessão encerrada: rode \`timetray login\`).`)
};

export const cli_opt_account_id = /** @type {(inputs: Cli_Opt_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o ID da conta: o código depois de /a/ no endereço do app web`)
};

export const cli_opt_base_url = /** @type {(inputs: Cli_Opt_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`endereço do serviço, p. ex. https://app.rabbiit.com/api/v1`)
};

export const cli_opt_ca_file = /** @type {(inputs: Cli_Opt_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confia também no(s) certificado(s) de CA em FILE (PEM); login e import-token
salvam o caminho absoluto dele como configuração`)
};

export const cli_opt_email_import = /** @type {(inputs: Cli_Opt_Email_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o e-mail da conta`)
};

export const cli_opt_email_login = /** @type {(inputs: Cli_Opt_Email_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o e-mail com que você entra`)
};

export const cli_opt_help = /** @type {(inputs: Cli_Opt_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta ajuda`)
};

export const cli_opt_json = /** @type {(inputs: Cli_Opt_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`saída para máquinas (formatos em \`timetray --help\`)`)
};

export const cli_opt_label = /** @type {(inputs: Cli_Opt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um nome para a conta nas listas`)
};

export const cli_opt_logout_account = /** @type {(inputs: Cli_Opt_Logout_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uma conta: chave, rótulo, ID da conta ou e-mail
(padrão: a conta ativa)`)
};

export const cli_opt_markdown = /** @type {(inputs: Cli_Opt_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um status curto em Markdown para colar numa atualização ao cliente`)
};

export const cli_opt_password_stdin = /** @type {(inputs: Cli_Opt_Password_StdinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lê a senha da entrada padrão
(senão ela é pedida no terminal, sem eco)`)
};

export const cli_opt_project_cached = /** @type {(inputs: Cli_Opt_Project_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`os detalhes buscados por último neste computador, sem rede`)
};

export const cli_opt_projects_cached = /** @type {(inputs: Cli_Opt_Projects_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mostra a última lista conhecida sem chamar o serviço`)
};

export const cli_opt_user_agent = /** @type {(inputs: Cli_Opt_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OBRIGATÓRIO: o User-Agent exato com que o token foi criado
(pedido no terminal). O serviço vincula um token ao seu
User-Agent e o destrói de vez quando vê
outro.`)
};

export const cli_opt_version = /** @type {(inputs: Cli_Opt_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a versão do timetray`)
};

export const cli_option_required = /** @type {(inputs: Cli_Option_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--${i?.option} é obrigatório para \`timetray ${i?.command}\`.`)
};

export const cli_output_failed = /** @type {(inputs: Cli_Output_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray: não foi possível escrever a saída (${i?.why}) — verifique para onde vai a saída padrão, ou rode o comando sem redirecioná-la.`)
};

export const cli_password_stdin_empty = /** @type {(inputs: Cli_Password_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha na entrada padrão está vazia.`)
};

export const cli_per_hour = /** @type {(inputs: Cli_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.money} por hora`)
};

export const cli_projects_archived_hidden = /** @type {(inputs: Cli_Projects_Archived_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} arquivado oculto (\`timetray config set showArchived true\` mostra)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} arquivados ocultos (\`timetray config set showArchived true\` mostra)`);
	return /** @type {LocalizedString} */ ("cli_projects_archived_hidden");
};

export const cli_projects_count = /** @type {(inputs: Cli_Projects_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} projeto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} projetos`);
	return /** @type {LocalizedString} */ ("cli_projects_count");
};

export const cli_projects_none = /** @type {(inputs: Cli_Projects_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto nesta conta`)
};

export const cli_projects_none_active = /** @type {(inputs: Cli_Projects_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto ativo`)
};

export const cli_projects_none_saved = /** @type {(inputs: Cli_Projects_None_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há lista de projetos salva neste computador — rode \`timetray projects\` para buscá-la.`)
};

export const cli_projects_not_listed = /** @type {(inputs: Cli_Projects_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível listar os projetos: ${i?.problem}`)
};

export const cli_projects_skipped = /** @type {(inputs: Cli_Projects_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item ilegível ignorado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} itens ilegíveis ignorados`);
	return /** @type {LocalizedString} */ ("cli_projects_skipped");
};

export const cli_quote_label = /** @type {(inputs: Cli_Quote_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um rótulo com espaços precisa de aspas, p. ex.:
  ${i?.corrected}`)
};

export const cli_quote_name = /** @type {(inputs: Cli_Quote_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um nome com espaços precisa de aspas, p. ex.:
  ${i?.corrected}`)
};

export const cli_removed_not_signed_in = /** @type {(inputs: Cli_Removed_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} removida (não estava com sessão aberta).`)
};

export const cli_removed_not_told = /** @type {(inputs: Cli_Removed_Not_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} removida e o token dela apagado do chaveiro, mas
não foi possível avisar o serviço: lá o token continua válido até ficar 30 dias sem uso.`)
};

export const cli_removed_revoked = /** @type {(inputs: Cli_Removed_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} removida. O token dela foi revogado no serviço e apagado do chaveiro.`)
};

export const cli_saved_details_notice = /** @type {(inputs: Cli_Saved_Details_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando os detalhes salvos em ${i?.when}: eles não puderam ser atualizados (${i?.why}). \`${i?.cached}\` os mostra sem consultar o serviço.`)
};

export const cli_saved_list_notice = /** @type {(inputs: Cli_Saved_List_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando a lista salva em ${i?.when}: ela não pôde ser atualizada (${i?.why}). \`${i?.cached}\` a mostra sem consultar o serviço.`)
};

export const cli_see_command_help = /** @type {(inputs: Cli_See_Command_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veja \`timetray ${i?.command} --help\`.`)
};

export const cli_see_help = /** @type {(inputs: Cli_See_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veja \`timetray --help\`.`)
};

export const cli_setting_refused = /** @type {(inputs: Cli_Setting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} deve ser ${i?.accepted}; recebido "${i?.text}".`)
};

export const cli_several_accounts = /** @type {(inputs: Cli_Several_AccountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" corresponde a várias contas; use uma das chaves:
${i?.keys}`)
};

export const cli_signed_in_as = /** @type {(inputs: Cli_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você entrou como ${i?.name}, conta ${i?.accountId}. ${i?.projects}
Chave da conta: ${i?.key}`)
};

export const cli_signed_in_count = /** @type {(inputs: Cli_Signed_In_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} projeto.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} projetos.`);
	return /** @type {LocalizedString} */ ("cli_signed_in_count");
};

export const cli_state_keychain_locked = /** @type {(inputs: Cli_State_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chaveiro bloqueado`)
};

export const cli_state_keychain_unavailable = /** @type {(inputs: Cli_State_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chaveiro indisponível`)
};

export const cli_state_signed_in = /** @type {(inputs: Cli_State_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sessão aberta`)
};

export const cli_state_signed_out = /** @type {(inputs: Cli_State_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sessão encerrada`)
};

export const cli_status_account = /** @type {(inputs: Cli_Status_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, conta ${i?.accountId} em ${i?.baseUrl}`)
};

export const cli_status_active = /** @type {(inputs: Cli_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ativo`)
};

export const cli_status_archived = /** @type {(inputs: Cli_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arquivado`)
};

export const cli_status_cached = /** @type {(inputs: Cli_Status_CachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} projeto em cache.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} projetos em cache.`);
	return /** @type {LocalizedString} */ ("cli_status_cached");
};

export const cli_status_cached_refreshed = /** @type {(inputs: Cli_Status_Cached_RefreshedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} projeto em cache, atualizado por último em ${i?.when}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} projetos em cache, atualizados por último em ${i?.when}.`);
	return /** @type {LocalizedString} */ ("cli_status_cached_refreshed");
};

export const cli_status_keychain_unavailable = /** @type {(inputs: Cli_Status_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(chaveiro indisponível) ${i?.problem}`)
};

export const cli_status_no_account = /** @type {(inputs: Cli_Status_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta. Adicione uma com \`timetray login\`.`)
};

export const cli_status_signed_in = /** @type {(inputs: Cli_Status_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão aberta.`)
};

export const cli_status_signed_out = /** @type {(inputs: Cli_Status_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão encerrada.`)
};

export const cli_status_signed_out_why = /** @type {(inputs: Cli_Status_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão encerrada: ${i?.reason}`)
};

export const cli_status_trusting = /** @type {(inputs: Cli_Status_TrustingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confiando também no(s) certificado(s) de CA em ${i?.file}.`)
};

export const cli_stdin_too_long = /** @type {(inputs: Cli_Stdin_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A entrada padrão tem mais de ${i?.kib} KiB, mais que qualquer senha ou token: envie só o segredo.`)
};

export const cli_stdin_too_long_example = /** @type {(inputs: Cli_Stdin_Too_Long_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A entrada padrão tem mais de ${i?.kib} KiB, mais que qualquer senha ou token: envie só o segredo (p. ex. \`${i?.example}\`).`)
};

export const cli_summary_accounts = /** @type {(inputs: Cli_Summary_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista as contas adicionadas neste computador.`)
};

export const cli_summary_completion = /** @type {(inputs: Cli_Summary_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra um script de autocompletar para o shell: comandos, opções e chaves de
configuração (veja "Shell completion" no README para instalar).`)
};

export const cli_summary_config = /** @type {(inputs: Cli_Summary_ConfigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista as configurações (sem segredos; não usa o chaveiro nem a rede).
\`config get KEY\` mostra uma configuração; \`config set KEY VALUE\` muda uma,
com VALUE verificado antes (sai com 2 quando recusado):
  refreshIntervalMinutes  5, 15, 30, 60 ou manual (padrão 15)
  launchAtLogin           true ou false (padrão false)
  globalShortcut          p. ex. CommandOrControl+Alt+T, ou off (padrão off)
  showArchived            true ou false (padrão false)
  hideMoney               true ou false (padrão false): valor hora e valores
                          aparecem como ••• (para compartilhar a tela)
  caFile                  um arquivo PEM de certificados de CA (salvo como
                          caminho absoluto; recusado se não for legível), ou none`)
};

export const cli_summary_doctor = /** @type {(inputs: Cli_Summary_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica o chaveiro, o host da bandeja, o tipo de sessão, o atalho, o proxy,
o arquivo de CA, o serviço de cada conta (TLS, emissor, tempo), o relógio e
as contas, e mostra como resolver cada problema. Termina em até 10 s; não
envia nenhum token.`)
};

export const cli_summary_import_token = /** @type {(inputs: Cli_Summary_Import_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adota um token criado em outro lugar (p. ex. com curl). O token é lido da
entrada padrão (pedido sem eco no terminal).`)
};

export const cli_summary_login = /** @type {(inputs: Cli_Summary_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra e torna a conta ativa.`)
};

export const cli_summary_logout = /** @type {(inputs: Cli_Summary_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoga o token no serviço e o apaga do chaveiro.`)
};

export const cli_summary_project = /** @type {(inputs: Cli_Summary_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra os detalhes do projeto ID: cliente, status, valor hora, horas, valor,
membros, tarefas abertas, datas (buscados no serviço: a lista não tem totais).`)
};

export const cli_summary_projects = /** @type {(inputs: Cli_Summary_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista os projetos da conta ativa, agrupados por cliente.`)
};

export const cli_summary_remove = /** @type {(inputs: Cli_Summary_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sai de ACCOUNT (chave, rótulo, ID da conta ou e-mail), revogando o token
no serviço, e a remove da lista deste computador.`)
};

export const cli_summary_rename_customer = /** @type {(inputs: Cli_Summary_Rename_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomeia o cliente ID para NAME (ponha entre aspas um NAME com espaços: "Acme Brasil Ltda").`)
};

export const cli_summary_status = /** @type {(inputs: Cli_Summary_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra a conta ativa, se a sessão está aberta e a CA extra em uso,
se houver (sem chamada de rede).`)
};

export const cli_summary_use = /** @type {(inputs: Cli_Summary_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna ACCOUNT (chave, rótulo, ID da conta ou e-mail) a conta ativa.`)
};

export const cli_takes_no_value = /** @type {(inputs: Cli_Takes_No_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} não aceita valor.`)
};

export const cli_token_stdin_empty = /** @type {(inputs: Cli_Token_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token na entrada padrão está vazio.`)
};

export const cli_trusting_expired = /** @type {(inputs: Cli_Trusting_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confiando em ${i?.name} (EXPIROU em ${i?.date}).`)
};

export const cli_trusting_valid = /** @type {(inputs: Cli_Trusting_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confiando em ${i?.name} (válido até ${i?.date}).`)
};

export const cli_unknown_command = /** @type {(inputs: Cli_Unknown_CommandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comando desconhecido "${i?.name}".`)
};

export const cli_unknown_command_nearest = /** @type {(inputs: Cli_Unknown_Command_NearestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comando desconhecido "${i?.name}". Você quis dizer \`${i?.nearest}\`?`)
};

export const cli_unknown_option = /** @type {(inputs: Cli_Unknown_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opção desconhecida ${i?.option}.`)
};

export const cli_unknown_option_for = /** @type {(inputs: Cli_Unknown_Option_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opção desconhecida ${i?.option} para \`timetray ${i?.command}\`.`)
};

export const cli_unknown_setting = /** @type {(inputs: Cli_Unknown_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Configuração desconhecida "${i?.text}". Configurações: ${i?.keys}.`)
};

export const cli_unknown_shell = /** @type {(inputs: Cli_Unknown_ShellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há autocompletar para "${i?.shell}": escolha ${i?.shells}.`)
};

export const cli_user_agent_give = /** @type {(inputs: Cli_User_Agent_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Informe o User-Agent exato com que o token foi criado (o curl envia p. ex. "${i?.example}").`)
};

export const cli_user_agent_required = /** @type {(inputs: Cli_User_Agent_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--user-agent é obrigatório: informe o User-Agent exato com que o token foi criado (p. ex. "${i?.example}"). O serviço vincula um token ao seu User-Agent e o destrói de vez quando outro é enviado.`)
};

export const cli_user_agent_why = /** @type {(inputs: Cli_User_Agent_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço vincula um token ao User-Agent que o criou e destrói o token de vez quando vê outro.`)
};

export const cli_what_to_check = /** @type {(inputs: Cli_What_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique o e-mail e a senha, e se o ID da conta é o código depois de /a/ no endereço do app web, p. ex. ${i?.example}`)
};

export const cli_yes = /** @type {(inputs: Cli_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sim`)
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