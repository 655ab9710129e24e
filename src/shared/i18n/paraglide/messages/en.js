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

export const cli_accepted_boolean = /** @type {(inputs: Cli_Accepted_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`true or false`)
};

export const cli_accepted_ca_file = /** @type {(inputs: Cli_Accepted_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a PEM file of CA certificates, or none`)
};

export const cli_accepted_interval = /** @type {(inputs: Cli_Accepted_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5, 15, 30, 60 or manual`)
};

export const cli_accepted_language = /** @type {(inputs: Cli_Accepted_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (auto: LC_ALL, LC_MESSAGES or LANG here, the system's languages in the app)`)
};

export const cli_accepted_shortcut = /** @type {(inputs: Cli_Accepted_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an accelerator such as CommandOrControl+Alt+T, or off`)
};

export const cli_accepts = /** @type {(inputs: Cli_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray accepts: ${i?.options}.`)
};

export const cli_account_key_line = /** @type {(inputs: Cli_Account_Key_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`key: ${i?.key}`)
};

export const cli_account_line = /** @type {(inputs: Cli_Account_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  account ${i?.accountId} at ${i?.baseUrl}  (${i?.state})  ${i?.lastUsed}`)
};

export const cli_archived_flag = /** @type {(inputs: Cli_Archived_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[archived]`)
};

export const cli_argument_count = /** @type {(inputs: Cli_Argument_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage} — expected ${i?.expected} argument(s), got ${i?.got}.`)
};

export const cli_argument_range = /** @type {(inputs: Cli_Argument_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.least} to ${i?.most}`)
};

export const cli_ask_account_id = /** @type {(inputs: Cli_Ask_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account id`)
};

export const cli_ask_account_id_login = /** @type {(inputs: Cli_Ask_Account_Id_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account id (after /a/ in the web app)`)
};

export const cli_ask_email = /** @type {(inputs: Cli_Ask_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const cli_ask_password = /** @type {(inputs: Cli_Ask_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const cli_ask_service_address = /** @type {(inputs: Cli_Ask_Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service address`)
};

export const cli_ask_token = /** @type {(inputs: Cli_Ask_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
};

export const cli_bad_shortcut = /** @type {(inputs: Cli_Bad_ShortcutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is not a shortcut Timetray understands: use one or more modifiers (CommandOrControl, Ctrl, Alt, Shift, Super) and one key, e.g. CommandOrControl+Alt+T.`)
};

export const cli_billable_by = /** @type {(inputs: Cli_Billable_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`yes, by ${i?.billBy}`)
};

export const cli_ca_file_flag = /** @type {(inputs: Cli_Ca_File_FlagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file given with --ca-file cannot be used: ${i?.problem}. Give --ca-file a PEM file of CA certificates, or leave it out.`)
};

export const cli_ca_unusable = /** @type {(inputs: Cli_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The extra CA file is set but cannot be used: ${i?.problem}. Connections will fail until it is fixed. Choose a current PEM file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` if you no longer need one).`)
};

export const cli_cancelled = /** @type {(inputs: Cli_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled.`)
};

export const cli_command_accepts = /** @type {(inputs: Cli_Command_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` accepts: ${i?.options}.`)
};

export const cli_config_now = /** @type {(inputs: Cli_Config_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} is now ${i?.value}.`)
};

export const cli_config_usage = /** @type {(inputs: Cli_Config_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage: timetray config [get KEY | set KEY VALUE] — see \`timetray --help\`.`)
};

export const cli_customer_group = /** @type {(inputs: Cli_Customer_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  (customer ${i?.id})`)
};

export const cli_customer_number = /** @type {(inputs: Cli_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id}`)
};

export const cli_customer_renamed = /** @type {(inputs: Cli_Customer_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer ${i?.id} is now "${i?.name}".`)
};

export const cli_details_cached = /** @type {(inputs: Cli_Details_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cached ${i?.when}.`)
};

export const cli_details_fetched = /** @type {(inputs: Cli_Details_FetchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fetched ${i?.when}.`)
};

export const cli_did_you_mean_option = /** @type {(inputs: Cli_Did_You_Mean_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Did you mean ${i?.nearest}?`)
};

export const cli_disk_full = /** @type {(inputs: Cli_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the disk is full`)
};

export const cli_help_commands_heading = /** @type {(inputs: Cli_Help_Commands_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commands:`)
};

export const cli_help_exit_codes = /** @type {(inputs: Cli_Help_Exit_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit codes:
  0 ok · 1 failure (including an unusable keychain) · 2 usage error or invalid input
  3 sign-in needed (no session, or the service refused it)
  4 network or TLS failure (the service could not be reached safely)
  5 the keychain is locked: unlock it, then run the command again (nothing was changed)
  130 cancelled at a prompt (Ctrl-C); end of input at a prompt (Ctrl-D) is a usage error (2)`)
};

export const cli_help_global_options_heading = /** @type {(inputs: Cli_Help_Global_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global options:`)
};

export const cli_help_intro = /** @type {(inputs: Cli_Help_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`timetray — your Time Tracking Service projects from the command line.
Uses the same accounts, keychain entries and User-Agent as the Timetray tray app.`)
};

export const cli_help_json_heading = /** @type {(inputs: Cli_Help_Json_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--json output (one JSON document on stdout; stable, fields are only ever added):`)
};

export const cli_help_json_shapes = /** @type {(inputs: Cli_Help_Json_ShapesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`  Account  = {"key","label","baseUrl","accountId","email","signedIn":bool|null,"active":bool,
              "lastUsed": ISO-time|null, "keychain": "ok"|"locked"|"unavailable"}
              signedIn=null: unknown, the keychain could not be asked ("keychain" says why);
              lastUsed: the token's last successful use (null: unknown)
  login, import-token, use  {"account": Account}
  logout, remove   {"account": "<key>", "revoked": bool,
                    "state": "revoked"|"not_signed_in"|"not_reached", "warning"?: string}
                   revoked=true only when a token was ended at the service; not_signed_in:
                   there was no token (nothing revoked); not_reached: the service could not be
                   told (offline), the token was deleted on this computer anyway
  accounts         {"accounts": [Account, ...]}
  status           {"signedIn": bool|null, "account": Account|null, "reason": string|null,
                    "cachedProjects": number, "lastRefresh": ISO-time|null,
                    "caFile": path|null, "caFileProblem": string|null (why caFile cannot
                    be used), "keychainError": string|null,
                    "keychain": "ok"|"locked"|"unavailable"}
  projects         {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time|null,
                    "skipped": number, "moneyHidden": bool, "stale": bool,
                    "projects": [Project, ...]}   stale=true: no fresh list could be had
                    (offline, the session ended, the keychain locked or unusable); this is
                    the saved one, "error": {"code","message"} says why,
                    the same error is on stderr and the exit code is non-zero.
                    Money is never hidden in --json; moneyHidden tells the hideMoney setting.
                    Every project is listed, archived ones too, whatever showArchived says.
                    Project as in the app:
                    {"id","name","description","active","status","customerId","customerName",
                     "billable","rate","timeTotalSeconds",...}
  project          {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time,
                    "moneyHidden": bool, "stale": bool, "project": Project}   (stale and
                    "error" as for projects)   with the totals: "timeTotalSeconds", "valueTotal",
                    "totalMembers", "totalActiveTasks"
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR"}}
  config get/set   {"key": string, "value": ...}   (null: manual / off / none)
  doctor           {"ok": bool, "elapsedMs": number, "checks": [{"id", "status": "ok"|"warn"|"fail",
                    "found": string, "fix": string|null, "subject"?: address or account}, ...]}
  errors (stderr)  {"error": {"code": string, "message": string}}   code: "bad_input" for a
                   usage error or invalid input (exit 2), "signed_out", "unauthorized",
                   "network", "timeout", "tls", "keychain", "keychain_locked", "settings", ... (as in the app)`)
};

export const cli_help_options_heading = /** @type {(inputs: Cli_Help_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options:`)
};

export const cli_help_options_placeholder = /** @type {(inputs: Cli_Help_Options_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[options]`)
};

export const cli_help_see_overview = /** @type {(inputs: Cli_Help_See_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every command, the exit codes and the --json shapes: \`timetray --help\`.`)
};

export const cli_help_settings_where = /** @type {(inputs: Cli_Help_Settings_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings live in $TIMETRAY_CONFIG_DIR, else the per-user config folder (Linux:
$XDG_CONFIG_HOME/Timetray or ~/.config/Timetray). Tokens live only in the OS keychain.`)
};

export const cli_help_times = /** @type {(inputs: Cli_Help_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Times are shown in local time, in the locale of LC_ALL, LC_TIME or LANG; --json keeps
ISO 8601.`)
};

export const cli_help_usage_line = /** @type {(inputs: Cli_Help_Usage_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage}`)
};

export const cli_help_usage_overview = /** @type {(inputs: Cli_Help_Usage_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage: timetray <command> [options]
       timetray <command> --help    that command alone, with its options`)
};

export const cli_input_ended = /** @type {(inputs: Cli_Input_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled: the input ended before an answer was given.`)
};

export const cli_label_billable = /** @type {(inputs: Cli_Label_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable`)
};

export const cli_label_changed = /** @type {(inputs: Cli_Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

export const cli_label_created = /** @type {(inputs: Cli_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

export const cli_label_customer = /** @type {(inputs: Cli_Label_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const cli_label_description = /** @type {(inputs: Cli_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const cli_label_hours = /** @type {(inputs: Cli_Label_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

export const cli_label_members = /** @type {(inputs: Cli_Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

export const cli_label_open_tasks = /** @type {(inputs: Cli_Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open tasks`)
};

export const cli_label_rate = /** @type {(inputs: Cli_Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

export const cli_label_status = /** @type {(inputs: Cli_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const cli_label_value = /** @type {(inputs: Cli_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
};

export const cli_last_use_unknown = /** @type {(inputs: Cli_Last_Use_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last use unknown`)
};

export const cli_last_used_days = /** @type {(inputs: Cli_Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last used ${i?.days} days ago`)
};

export const cli_last_used_today = /** @type {(inputs: Cli_Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used today`)
};

export const cli_last_used_yesterday = /** @type {(inputs: Cli_Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used yesterday`)
};

export const cli_list_cached = /** @type {(inputs: Cli_List_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cached ${i?.when}`)
};

export const cli_list_refreshed = /** @type {(inputs: Cli_List_RefreshedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`refreshed ${i?.when}`)
};

export const cli_list_saved = /** @type {(inputs: Cli_List_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`saved ${i?.when}`)
};

export const cli_logout_not_signed_in = /** @type {(inputs: Cli_Logout_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} was not signed in; nothing to revoke.`)
};

export const cli_logout_not_told = /** @type {(inputs: Cli_Logout_Not_ToldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out on this computer (the token was deleted from the keychain), but
the service could not be told: the token stays valid there until it goes unused for 30 days.`)
};

export const cli_logout_revoked = /** @type {(inputs: Cli_Logout_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out. The token was revoked at the service and deleted from the keychain.`)
};

export const cli_markdown_or_json = /** @type {(inputs: Cli_Markdown_Or_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of --markdown and --json.`)
};

export const cli_needs_value = /** @type {(inputs: Cli_Needs_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} needs a value: ${i?.option} ${i?.valueName}.`)
};

export const cli_no = /** @type {(inputs: Cli_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

export const cli_no_account_matches = /** @type {(inputs: Cli_No_Account_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No account matches "${i?.text}". See \`timetray accounts\`.`)
};

export const cli_no_account_to_sign_out = /** @type {(inputs: Cli_No_Account_To_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account to sign out of. See \`timetray accounts\`.`)
};

export const cli_no_account_yet = /** @type {(inputs: Cli_No_Account_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet — run \`timetray login\` first.`)
};

export const cli_no_accounts_yet = /** @type {(inputs: Cli_No_Accounts_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No accounts yet. Add one with \`timetray login\`.`)
};

export const cli_no_customer = /** @type {(inputs: Cli_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer`)
};

export const cli_no_password_given = /** @type {(inputs: Cli_No_Password_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No password given.`)
};

export const cli_no_terminal_password = /** @type {(inputs: Cli_No_Terminal_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No terminal to ask for the password on: pipe it in with --password-stdin.`)
};

export const cli_no_terminal_secret = /** @type {(inputs: Cli_No_Terminal_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No terminal to ask on: pass the secret on standard input.`)
};

export const cli_no_token_given = /** @type {(inputs: Cli_No_Token_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token given.`)
};

export const cli_not_an_option_of = /** @type {(inputs: Cli_Not_An_Option_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` has no option ${i?.option}.`)
};

export const cli_not_cached = /** @type {(inputs: Cli_Not_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No details of this project are cached yet — run \`timetray project ${i?.id}\` while online.`)
};

export const cli_not_in_account = /** @type {(inputs: Cli_Not_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no project ${i?.id} in this account — \`timetray projects\` lists the ids.`)
};

export const cli_not_saved = /** @type {(inputs: Cli_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.problem}.`)
};

export const cli_notes_doctor = /** @type {(inputs: Cli_Notes_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit 0 when nothing failed (warnings allowed), 1 otherwise.`)
};

export const cli_notes_project = /** @type {(inputs: Cli_Notes_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit 1 when the service does not have the project (one that was in the
list is removed from the cached list too). Offline, saved details are
shown as for projects. With hideMoney on, rate and value show as •••.`)
};

export const cli_notes_projects = /** @type {(inputs: Cli_Notes_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived projects are listed only with showArchived on, as in the app
(\`timetray config set showArchived true\`); the last line says how many
are hidden. --json lists every project, archived ones included.
When the service cannot give a fresh list, the saved one is shown, with
a line on standard error saying from when and why; the exit code is
still the failure's (4 offline).`)
};

export const cli_now_using = /** @type {(inputs: Cli_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name}.`)
};

export const cli_now_using_keychain_locked = /** @type {(inputs: Cli_Now_Using_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name} (keychain locked).`)
};

export const cli_now_using_keychain_unavailable = /** @type {(inputs: Cli_Now_Using_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name} (keychain unavailable).`)
};

export const cli_now_using_signed_out = /** @type {(inputs: Cli_Now_Using_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name} (signed out: run \`timetray login\`).`)
};

export const cli_opt_account_id = /** @type {(inputs: Cli_Opt_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the account id: the code after /a/ in the web app address`)
};

export const cli_opt_base_url = /** @type {(inputs: Cli_Opt_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`service address, e.g. https://app.rabbiit.com/api/v1`)
};

export const cli_opt_ca_file = /** @type {(inputs: Cli_Opt_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`also trust the CA certificate(s) in FILE (PEM); login and import-token save
its absolute path as a setting`)
};

export const cli_opt_email_import = /** @type {(inputs: Cli_Opt_Email_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the e-mail of the account`)
};

export const cli_opt_email_login = /** @type {(inputs: Cli_Opt_Email_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the e-mail you sign in with`)
};

export const cli_opt_help = /** @type {(inputs: Cli_Opt_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this help`)
};

export const cli_opt_json = /** @type {(inputs: Cli_Opt_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`machine-readable output (shapes in \`timetray --help\`)`)
};

export const cli_opt_label = /** @type {(inputs: Cli_Opt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a name for the account in lists`)
};

export const cli_opt_logout_account = /** @type {(inputs: Cli_Opt_Logout_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an account key, label, account id or e-mail
(default: the active account)`)
};

export const cli_opt_markdown = /** @type {(inputs: Cli_Opt_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a short Markdown status to paste into a client update`)
};

export const cli_opt_password_stdin = /** @type {(inputs: Cli_Opt_Password_StdinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the password from standard input
(otherwise it is asked for on a terminal, without echo)`)
};

export const cli_opt_project_cached = /** @type {(inputs: Cli_Opt_Project_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the details last fetched on this computer, no network`)
};

export const cli_opt_projects_cached = /** @type {(inputs: Cli_Opt_Projects_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`show the last known list without calling the service`)
};

export const cli_opt_user_agent = /** @type {(inputs: Cli_Opt_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REQUIRED: the exact User-Agent the token was created with
(asked for on a terminal). The service binds a token to
its User-Agent and destroys it for good when it sees
another one.`)
};

export const cli_opt_version = /** @type {(inputs: Cli_Opt_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the version of timetray`)
};

export const cli_option_required = /** @type {(inputs: Cli_Option_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--${i?.option} is required for \`timetray ${i?.command}\`.`)
};

export const cli_output_failed = /** @type {(inputs: Cli_Output_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray: the output could not be written (${i?.why}) — check where standard output goes, or run the command without redirecting it.`)
};

export const cli_password_stdin_empty = /** @type {(inputs: Cli_Password_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password on standard input is empty.`)
};

export const cli_per_hour = /** @type {(inputs: Cli_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.money} per hour`)
};

export const cli_projects_archived_hidden = /** @type {(inputs: Cli_Projects_Archived_HiddenInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} archived hidden (\`timetray config set showArchived true\` shows them)`)
};

export const cli_projects_count = /** @type {(inputs: Cli_Projects_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} projects`)
};

export const cli_projects_none = /** @type {(inputs: Cli_Projects_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects in this account`)
};

export const cli_projects_none_active = /** @type {(inputs: Cli_Projects_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active projects`)
};

export const cli_projects_none_saved = /** @type {(inputs: Cli_Projects_None_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved list of projects on this computer yet — run \`timetray projects\` to fetch it.`)
};

export const cli_projects_not_listed = /** @type {(inputs: Cli_Projects_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projects could not be listed: ${i?.problem}`)
};

export const cli_projects_skipped = /** @type {(inputs: Cli_Projects_SkippedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} unreadable item(s) skipped`)
};

export const cli_quote_label = /** @type {(inputs: Cli_Quote_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A label with spaces needs quotes, e.g.:
  ${i?.corrected}`)
};

export const cli_quote_name = /** @type {(inputs: Cli_Quote_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A name with spaces needs quotes, e.g.:
  ${i?.corrected}`)
};

export const cli_removed_not_signed_in = /** @type {(inputs: Cli_Removed_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed ${i?.name} (it was not signed in).`)
};

export const cli_removed_not_told = /** @type {(inputs: Cli_Removed_Not_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed ${i?.name} and deleted its token from the keychain, but
the service could not be told: the token stays valid there until it goes unused for 30 days.`)
};

export const cli_removed_revoked = /** @type {(inputs: Cli_Removed_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed ${i?.name}. Its token was revoked at the service and deleted from the keychain.`)
};

export const cli_saved_details_notice = /** @type {(inputs: Cli_Saved_Details_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the saved details from ${i?.when}: it could not be refreshed (${i?.why}). \`${i?.cached}\` shows it without asking the service.`)
};

export const cli_saved_list_notice = /** @type {(inputs: Cli_Saved_List_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the saved list from ${i?.when}: it could not be refreshed (${i?.why}). \`${i?.cached}\` shows it without asking the service.`)
};

export const cli_see_command_help = /** @type {(inputs: Cli_See_Command_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See \`timetray ${i?.command} --help\`.`)
};

export const cli_see_help = /** @type {(inputs: Cli_See_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See \`timetray --help\`.`)
};

export const cli_setting_refused = /** @type {(inputs: Cli_Setting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} must be ${i?.accepted}; got "${i?.text}".`)
};

export const cli_several_accounts = /** @type {(inputs: Cli_Several_AccountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" matches several accounts; use one of the keys:
${i?.keys}`)
};

export const cli_signed_in_as = /** @type {(inputs: Cli_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in as ${i?.name}, account ${i?.accountId}. ${i?.projects}
Account key: ${i?.key}`)
};

export const cli_signed_in_count = /** @type {(inputs: Cli_Signed_In_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} projects.`)
};

export const cli_state_keychain_locked = /** @type {(inputs: Cli_State_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keychain locked`)
};

export const cli_state_keychain_unavailable = /** @type {(inputs: Cli_State_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keychain unavailable`)
};

export const cli_state_signed_in = /** @type {(inputs: Cli_State_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signed in`)
};

export const cli_state_signed_out = /** @type {(inputs: Cli_State_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signed out`)
};

export const cli_status_account = /** @type {(inputs: Cli_Status_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, account ${i?.accountId} at ${i?.baseUrl}`)
};

export const cli_status_active = /** @type {(inputs: Cli_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
};

export const cli_status_archived = /** @type {(inputs: Cli_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archived`)
};

export const cli_status_cached = /** @type {(inputs: Cli_Status_CachedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} cached projects.`)
};

export const cli_status_cached_refreshed = /** @type {(inputs: Cli_Status_Cached_RefreshedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} cached projects, last refreshed ${i?.when}.`)
};

export const cli_status_keychain_unavailable = /** @type {(inputs: Cli_Status_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(keychain unavailable) ${i?.problem}`)
};

export const cli_status_no_account = /** @type {(inputs: Cli_Status_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account. Add one with \`timetray login\`.`)
};

export const cli_status_signed_in = /** @type {(inputs: Cli_Status_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in.`)
};

export const cli_status_signed_out = /** @type {(inputs: Cli_Status_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out.`)
};

export const cli_status_signed_out_why = /** @type {(inputs: Cli_Status_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out: ${i?.reason}`)
};

export const cli_status_trusting = /** @type {(inputs: Cli_Status_TrustingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Also trusting the CA certificate(s) in ${i?.file}.`)
};

export const cli_stdin_too_long = /** @type {(inputs: Cli_Stdin_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Standard input holds more than ${i?.kib} KiB, more than any password or token: pipe in only the secret.`)
};

export const cli_stdin_too_long_example = /** @type {(inputs: Cli_Stdin_Too_Long_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Standard input holds more than ${i?.kib} KiB, more than any password or token: pipe in only the secret (e.g. \`${i?.example}\`).`)
};

export const cli_summary_accounts = /** @type {(inputs: Cli_Summary_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the accounts added on this computer.`)
};

export const cli_summary_completion = /** @type {(inputs: Cli_Summary_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print a completion script for the shell: commands, options and setting keys
(see "Shell completion" in the README to install it).`)
};

export const cli_summary_config = /** @type {(inputs: Cli_Summary_ConfigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the settings (no secrets; the keychain and the network are not used).
\`config get KEY\` prints one setting; \`config set KEY VALUE\` changes one,
VALUE checked first (exit 2 when refused):
  refreshIntervalMinutes  5, 15, 30, 60 or manual (default 15)
  launchAtLogin           true or false (default false)
  globalShortcut          e.g. CommandOrControl+Alt+T, or off (default off)
  showArchived            true or false (default false)
  hideMoney               true or false (default false): rates and values
                          show as ••• (for screen sharing)
  caFile                  a PEM file of CA certificates (saved as an absolute
                          path; refused unless it parses), or none`)
};

export const cli_summary_doctor = /** @type {(inputs: Cli_Summary_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the keychain, tray host, session type, shortcut, proxy, CA file,
each account's service (TLS, issuer, time taken), clock and accounts, and
print the fix for each problem. Finishes within 10 s; sends no token.`)
};

export const cli_summary_import_token = /** @type {(inputs: Cli_Summary_Import_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adopt a token created elsewhere (e.g. with curl). The token is read from
standard input (asked for without echo on a terminal).`)
};

export const cli_summary_login = /** @type {(inputs: Cli_Summary_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in and make the account active.`)
};

export const cli_summary_logout = /** @type {(inputs: Cli_Summary_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke the token at the service and delete it from the keychain.`)
};

export const cli_summary_project = /** @type {(inputs: Cli_Summary_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show project ID's details: customer, status, rate, hours, value, members,
open tasks, dates (fetched from the service: the list has no totals).`)
};

export const cli_summary_projects = /** @type {(inputs: Cli_Summary_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the active account's projects, grouped by customer.`)
};

export const cli_summary_remove = /** @type {(inputs: Cli_Summary_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out of ACCOUNT (key, label, account id or e-mail), revoking its token
at the service, and remove it from this computer's list.`)
};

export const cli_summary_rename_customer = /** @type {(inputs: Cli_Summary_Rename_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename customer ID to NAME (quote a NAME with spaces: "Acme Brasil Ltda").`)
};

export const cli_summary_status = /** @type {(inputs: Cli_Summary_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the active account, whether it is signed in, and any extra CA in
effect (no network call).`)
};

export const cli_summary_use = /** @type {(inputs: Cli_Summary_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make ACCOUNT (key, label, account id or e-mail) the active one.`)
};

export const cli_takes_no_value = /** @type {(inputs: Cli_Takes_No_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} takes no value.`)
};

export const cli_token_stdin_empty = /** @type {(inputs: Cli_Token_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token on standard input is empty.`)
};

export const cli_trusting_expired = /** @type {(inputs: Cli_Trusting_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trusting ${i?.name} (EXPIRED on ${i?.date}).`)
};

export const cli_trusting_valid = /** @type {(inputs: Cli_Trusting_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trusting ${i?.name} (valid until ${i?.date}).`)
};

export const cli_unknown_command = /** @type {(inputs: Cli_Unknown_CommandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown command "${i?.name}".`)
};

export const cli_unknown_command_nearest = /** @type {(inputs: Cli_Unknown_Command_NearestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown command "${i?.name}". Did you mean \`${i?.nearest}\`?`)
};

export const cli_unknown_option = /** @type {(inputs: Cli_Unknown_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown option ${i?.option}.`)
};

export const cli_unknown_option_for = /** @type {(inputs: Cli_Unknown_Option_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown option ${i?.option} for \`timetray ${i?.command}\`.`)
};

export const cli_unknown_setting = /** @type {(inputs: Cli_Unknown_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown setting "${i?.text}". Settings: ${i?.keys}.`)
};

export const cli_unknown_shell = /** @type {(inputs: Cli_Unknown_ShellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No completion for "${i?.shell}": choose ${i?.shells}.`)
};

export const cli_user_agent_give = /** @type {(inputs: Cli_User_Agent_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give the exact User-Agent the token was created with (curl sends e.g. "${i?.example}").`)
};

export const cli_user_agent_required = /** @type {(inputs: Cli_User_Agent_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--user-agent is required: give the exact User-Agent the token was created with (e.g. "${i?.example}"). The service binds a token to its User-Agent and destroys it for good when another one is sent.`)
};

export const cli_user_agent_why = /** @type {(inputs: Cli_User_Agent_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service binds a token to the User-Agent that created it and destroys the token for good when it sees another one.`)
};

export const cli_what_to_check = /** @type {(inputs: Cli_What_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the e-mail and the password, and that the account id is the code after /a/ in the web app's address, e.g. ${i?.example}`)
};

export const cli_yes = /** @type {(inputs: Cli_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
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