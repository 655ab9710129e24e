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
/** @typedef {{}} Core_Account_GoneInputs */
/** @typedef {{}} Core_Account_Id_HintInputs */
/** @typedef {{}} Core_Account_Id_Not_TextInputs */
/** @typedef {{}} Core_Account_Key_MissingInputs */
/** @typedef {{}} Core_Account_Key_Too_LongInputs */
/** @typedef {{ account: NonNullable<unknown> }} Core_Address_MismatchInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Core_Api_Answer_Cut_OffInputs */
/** @typedef {{ what: NonNullable<unknown> }} Core_Api_Answer_No_ProjectInputs */
/** @typedef {{ size: NonNullable<unknown> }} Core_Api_Answer_Too_BigInputs */
/** @typedef {{ what: NonNullable<unknown> }} Core_Api_Answer_UnreadableInputs */
/** @typedef {{ what: NonNullable<unknown> }} Core_Api_Answer_Web_PageInputs */
/** @typedef {{}} Core_Api_Bad_Sign_InInputs */
/** @typedef {{}} Core_Api_ForbiddenInputs */
/** @typedef {{}} Core_Api_No_TokenInputs */
/** @typedef {{}} Core_Api_No_User_AgentInputs */
/** @typedef {{}} Core_Api_Not_FoundInputs */
/** @typedef {{}} Core_Api_Rate_LimitedInputs */
/** @typedef {{ status: NonNullable<unknown>, target: NonNullable<unknown> }} Core_Api_RedirectInputs */
/** @typedef {{}} Core_Api_Redirect_ElsewhereInputs */
/** @typedef {{ status: NonNullable<unknown> }} Core_Api_RefusedInputs */
/** @typedef {{ message: NonNullable<unknown>, seconds: NonNullable<unknown> }} Core_Api_Retry_InInputs */
/** @typedef {{ status: NonNullable<unknown> }} Core_Api_Server_FailedInputs */
/** @typedef {{ server: NonNullable<unknown> }} Core_Api_Session_Ended_BecauseInputs */
/** @typedef {{ status: NonNullable<unknown> }} Core_Api_UnavailableInputs */
/** @typedef {{}} Core_Api_User_Agent_UnsendableInputs */
/** @typedef {{}} Core_Autostart_Line_BreakInputs */
/** @typedef {{ file: NonNullable<unknown>, code: NonNullable<unknown> }} Core_Ca_Cannot_ReadInputs */
/** @typedef {{ number: NonNullable<unknown>, file: NonNullable<unknown> }} Core_Ca_DamagedInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_Ca_Is_FolderInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_Ca_MissingInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_Ca_No_CertificateInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_Ca_No_PemInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Core_Ca_Not_A_FileInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Core_Ca_Not_RegularInputs */
/** @typedef {{ file: NonNullable<unknown>, reason: NonNullable<unknown>, fix: NonNullable<unknown> }} Core_Ca_UnreadableInputs */
/** @typedef {{}} Core_Closed_DuringInputs */
/** @typedef {{}} Core_Customer_Id_Not_NumberInputs */
/** @typedef {{}} Core_Customer_Id_Not_PositiveInputs */
/** @typedef {{}} Core_Customer_Id_Not_WholeInputs */
/** @typedef {{}} Core_Customer_Id_Too_LargeInputs */
/** @typedef {{}} Core_Customer_Name_EmptyInputs */
/** @typedef {{}} Core_Customer_Name_Not_TextInputs */
/** @typedef {{ max: NonNullable<unknown> }} Core_Customer_Name_Too_LongInputs */
/** @typedef {{}} Core_Customer_Name_UnshownInputs */
/** @typedef {{}} Core_Email_InvalidInputs */
/** @typedef {{}} Core_Email_Not_TextInputs */
/** @typedef {{}} Core_Email_Too_LongInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_File_Cannot_DeleteInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_File_Cannot_LockInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_File_Cannot_ReadInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_File_Cannot_SaveInputs */
/** @typedef {{}} Core_File_Disk_FullInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Core_File_Fix_Check_DiskInputs */
/** @typedef {{ target: NonNullable<unknown> }} Core_File_Fix_Check_ReadInputs */
/** @typedef {{ target: NonNullable<unknown> }} Core_File_Fix_Check_WriteInputs */
/** @typedef {{}} Core_File_Fix_Close_ProgramsInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Core_File_Fix_Free_SpaceInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_File_Fix_Move_AwayInputs */
/** @typedef {{}} Core_File_Fix_Move_ThatInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_File_Fix_Own_FileInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Core_File_Fix_Own_FolderInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Core_File_Fix_QuotaInputs */
/** @typedef {{}} Core_File_Fix_RemountInputs */
/** @typedef {{}} Core_File_Io_ErrorInputs */
/** @typedef {{}} Core_File_Is_FolderInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Core_File_Not_FolderInputs */
/** @typedef {{}} Core_File_PermissionInputs */
/** @typedef {{}} Core_File_QuotaInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Core_File_Read_OnlyInputs */
/** @typedef {{}} Core_File_Too_Many_OpenInputs */
/** @typedef {{}} Core_First_Screen_IdInputs */
/** @typedef {{}} Core_Import_Needs_AllInputs */
/** @typedef {{}} Core_Input_InvalidInputs */
/** @typedef {{}} Core_InternalInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Core_Keychain_Failed_DeleteInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Core_Keychain_Failed_ReadInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Core_Keychain_Failed_StoreInputs */
/** @typedef {{}} Core_Keychain_LockedInputs */
/** @typedef {{}} Core_Keychain_Locked_UnknownInputs */
/** @typedef {{}} Core_Keychain_No_CollectionInputs */
/** @typedef {{}} Core_Keychain_No_DbusInputs */
/** @typedef {{}} Core_Keychain_No_ProviderInputs */
/** @typedef {{}} Core_Keychain_Not_KeepingInputs */
/** @typedef {{}} Core_Keytar_AbiInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Core_Keytar_DamagedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Core_Keytar_Load_FailedInputs */
/** @typedef {{}} Core_Keytar_MissingInputs */
/** @typedef {{}} Core_Keytar_No_LibsecretInputs */
/** @typedef {{ why: NonNullable<unknown> }} Core_Keytar_UnusableInputs */
/** @typedef {{}} Core_Kind_DeviceInputs */
/** @typedef {{}} Core_Kind_FifoInputs */
/** @typedef {{}} Core_Kind_FolderInputs */
/** @typedef {{}} Core_Kind_OtherInputs */
/** @typedef {{}} Core_Kind_SocketInputs */
/** @typedef {{ what: NonNullable<unknown> }} Core_Left_BehindInputs */
/** @typedef {{}} Core_Left_Saved_DetailsInputs */
/** @typedef {{}} Core_Left_Saved_ListInputs */
/** @typedef {{}} Core_Left_SettingsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_List_No_Readable_ItemInputs */
/** @typedef {{}} Core_List_Not_A_ListInputs */
/** @typedef {{ pid: NonNullable<unknown>, lock: NonNullable<unknown>, seconds: NonNullable<unknown> }} Core_Lock_Held_PidInputs */
/** @typedef {{ lock: NonNullable<unknown>, seconds: NonNullable<unknown> }} Core_Lock_Held_UnknownInputs */
/** @typedef {{ pid: NonNullable<unknown>, lock: NonNullable<unknown> }} Core_Lock_Wait_PidInputs */
/** @typedef {{ lock: NonNullable<unknown> }} Core_Lock_Wait_UnknownInputs */
/** @typedef {{}} Core_Needs_AppInputs */
/** @typedef {{}} Core_No_AccountInputs */
/** @typedef {{ key: NonNullable<unknown> }} Core_No_Such_AccountInputs */
/** @typedef {{}} Core_No_TokenInputs */
/** @typedef {{ file: NonNullable<unknown>, kind: NonNullable<unknown> }} Core_Not_A_FileInputs */
/** @typedef {{}} Core_Not_A_Valid_SettingInputs */
/** @typedef {{ why: NonNullable<unknown> }} Core_Not_SavedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Core_Not_Saved_CaInputs */
/** @typedef {{ file: NonNullable<unknown>, date: NonNullable<unknown> }} Core_Not_Saved_Ca_ExpiredInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Core_Not_Saved_Offline_DetailsInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Core_Not_Saved_Offline_ListInputs */
/** @typedef {{}} Core_Password_EmptyInputs */
/** @typedef {{}} Core_Password_Not_TextInputs */
/** @typedef {{}} Core_Password_Too_LongInputs */
/** @typedef {{ key: NonNullable<unknown>, value: NonNullable<unknown> }} Core_Pref_BooleanInputs */
/** @typedef {{}} Core_Pref_Ca_File_RelativeInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Core_Pref_LanguageInputs */
/** @typedef {{}} Core_Pref_Not_ObjectInputs */
/** @typedef {{}} Core_Pref_Refresh_IntervalInputs */
/** @typedef {{}} Core_Pref_ShortcutInputs */
/** @typedef {{}} Core_Project_Id_Not_NumberInputs */
/** @typedef {{}} Core_Project_Id_Not_PositiveInputs */
/** @typedef {{}} Core_Project_Id_Not_WholeInputs */
/** @typedef {{}} Core_Project_Id_Too_LargeInputs */
/** @typedef {{}} Core_Project_Ids_Not_ListInputs */
/** @typedef {{ max: NonNullable<unknown> }} Core_Project_Ids_Too_ManyInputs */
/** @typedef {{}} Core_Project_Needs_NameInputs */
/** @typedef {{}} Core_Project_No_FieldsInputs */
/** @typedef {{}} Core_Project_Nothing_To_ChangeInputs */
/** @typedef {{}} Core_Request_Not_UnderstoodInputs */
/** @typedef {{}} Core_Session_EndedInputs */
/** @typedef {{}} Core_Settings_Bad_ShapeInputs */
/** @typedef {{ aside: NonNullable<unknown> }} Core_Settings_Moved_ToInputs */
/** @typedef {{}} Core_Settings_NewerInputs */
/** @typedef {{}} Core_Settings_Not_JsonInputs */
/** @typedef {{}} Core_Settings_Not_MovedInputs */
/** @typedef {{ file: NonNullable<unknown>, why: NonNullable<unknown>, where: NonNullable<unknown> }} Core_Settings_ResetInputs */
/** @typedef {{}} Core_Shortcut_Not_UnderstoodInputs */
/** @typedef {{}} Core_Sign_In_Bad_Account_IdInputs */
/** @typedef {{}} Core_Sign_In_ChangedInputs */
/** @typedef {{}} Core_Sign_In_Fields_MissingInputs */
/** @typedef {{}} Core_Sign_In_IncompleteInputs */
/** @typedef {{}} Core_Sign_In_No_TokenInputs */
/** @typedef {{}} Core_Signed_Out_DuringInputs */
/** @typedef {{}} Core_Summary_ArchivedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Core_Summary_As_OfInputs */
/** @typedef {{ customer: NonNullable<unknown> }} Core_Summary_CustomerInputs */
/** @typedef {{ id: NonNullable<unknown> }} Core_Summary_Customer_NumberInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Core_Summary_HoursInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Summary_MembersInputs */
/** @typedef {{}} Core_Summary_No_CustomerInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Summary_Open_TasksInputs */
/** @typedef {{ value: NonNullable<unknown> }} Core_Summary_ValueInputs */
/** @typedef {{}} Core_Token_Bad_CharactersInputs */
/** @typedef {{}} Core_Token_EmptyInputs */
/** @typedef {{}} Core_Token_Form_IncompleteInputs */
/** @typedef {{ why: NonNullable<unknown> }} Core_Token_Gone_ButInputs */
/** @typedef {{}} Core_Token_No_SpacesInputs */
/** @typedef {{}} Core_Token_Not_TextInputs */
/** @typedef {{}} Core_Token_RefusedInputs */
/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Core_Token_Too_LongInputs */
/** @typedef {{}} Core_Token_Too_Long_InputInputs */
/** @typedef {{}} Core_Url_CredentialsInputs */
/** @typedef {{}} Core_Url_EmptyInputs */
/** @typedef {{}} Core_Url_InsecureInputs */
/** @typedef {{}} Core_Url_MalformedInputs */
/** @typedef {{}} Core_Url_Not_TextInputs */
/** @typedef {{}} Core_Url_QueryInputs */
/** @typedef {{}} Core_Url_SchemeInputs */
/** @typedef {{}} Core_Url_Too_LongInputs */
/** @typedef {{}} Core_User_Agent_ExactInputs */
/** @typedef {{}} Core_User_Agent_Not_TextInputs */
/** @typedef {{}} Core_User_Agent_Too_LongInputs */
/** @typedef {{}} Core_What_New_ProjectInputs */
/** @typedef {{}} Core_What_ProjectInputs */
/** @typedef {{}} Core_What_Project_ListInputs */
/** @typedef {{}} Core_What_Sign_InInputs */
/** @typedef {{}} Core_What_Updated_ProjectInputs */
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

export const copied = /** @type {(inputs: CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied ✓`)
};

export const copy_hint = /** @type {(inputs: Copy_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} · Markdown for a client update`)
};

export const copy_summary = /** @type {(inputs: Copy_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy summary`)
};

export const core_account_gone = /** @type {(inputs: Core_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account is not in Timetray’s list any more.`)
};

export const core_account_id_hint = /** @type {(inputs: Core_Account_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account id is the short code after /a/ in the web app’s address.`)
};

export const core_account_id_not_text = /** @type {(inputs: Core_Account_Id_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account id must be text.`)
};

export const core_account_key_missing = /** @type {(inputs: Core_Account_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account must be named by its key.`)
};

export const core_account_key_too_long = /** @type {(inputs: Core_Account_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account key is too long.`)
};

export const core_address_mismatch = /** @type {(inputs: Core_Address_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The address of ${i?.account} in settings.json does not match its keychain entry — sign in again.`)
};

export const core_api_answer_cut_off = /** @type {(inputs: Core_Api_Answer_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The answer from ${i?.origin} was cut off before it was complete — try again.`)
};

export const core_api_answer_no_project = /** @type {(inputs: Core_Api_Answer_No_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered ${i?.what} with no readable project (id and name).`)
};

export const core_api_answer_too_big = /** @type {(inputs: Core_Api_Answer_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service sent a larger answer than Timetray accepts (over ${i?.size}).`)
};

export const core_api_answer_unreadable = /** @type {(inputs: Core_Api_Answer_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered ${i?.what} with data Timetray cannot read.`)
};

export const core_api_answer_web_page = /** @type {(inputs: Core_Api_Answer_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered ${i?.what} with a web page instead of data — is the service address right?`)
};

export const core_api_bad_sign_in = /** @type {(inputs: Core_Api_Bad_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept this email, password and account id.`)
};

export const core_api_forbidden = /** @type {(inputs: Core_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is not allowed to do this.`)
};

export const core_api_no_token = /** @type {(inputs: Core_Api_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token to send — sign in first.`)
};

export const core_api_no_user_agent = /** @type {(inputs: Core_Api_No_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored session has no User-Agent — sign in again.`)
};

export const core_api_not_found = /** @type {(inputs: Core_Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service does not know this item (it may have been deleted).`)
};

export const core_api_rate_limited = /** @type {(inputs: Core_Api_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is receiving too many requests — try again shortly.`)
};

export const core_api_redirect = /** @type {(inputs: Core_Api_RedirectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered with a redirect (HTTP ${i?.status}) to ${i?.target}; Timetray does not follow redirects — check the service address.`)
};

export const core_api_redirect_elsewhere = /** @type {(inputs: Core_Api_Redirect_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`another address`)
};

export const core_api_refused = /** @type {(inputs: Core_Api_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service refused the request (HTTP ${i?.status}).`)
};

export const core_api_retry_in = /** @type {(inputs: Core_Api_Retry_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} (retry in ${i?.seconds} s)`)
};

export const core_api_server_failed = /** @type {(inputs: Core_Api_Server_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service failed (HTTP ${i?.status}) — try again later.`)
};

export const core_api_session_ended_because = /** @type {(inputs: Core_Api_Session_Ended_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service ended this session (${i?.server}) — sign in again.`)
};

export const core_api_unavailable = /** @type {(inputs: Core_Api_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service is unreachable or overloaded right now (HTTP ${i?.status}) — try again shortly.`)
};

export const core_api_user_agent_unsendable = /** @type {(inputs: Core_Api_User_Agent_UnsendableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The User-Agent contains characters a header cannot carry.`)
};

export const core_autostart_line_break = /** @type {(inputs: Core_Autostart_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An autostart command cannot contain a line break.`)
};

export const core_ca_cannot_read = /** @type {(inputs: Core_Ca_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} cannot be read (${i?.code})`)
};

export const core_ca_damaged = /** @type {(inputs: Core_Ca_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate ${i?.number} in ${i?.file} is damaged and cannot be parsed`)
};

export const core_ca_is_folder = /** @type {(inputs: Core_Ca_Is_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is a folder`)
};

export const core_ca_missing = /** @type {(inputs: Core_Ca_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} does not exist`)
};

export const core_ca_no_certificate = /** @type {(inputs: Core_Ca_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} holds no PEM certificate (-----BEGIN CERTIFICATE-----); export the CA as PEM (Base64), not DER`)
};

export const core_ca_no_pem = /** @type {(inputs: Core_Ca_No_PemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The CA file ${i?.file} holds no PEM certificate — export the CA as PEM (Base64).`)
};

export const core_ca_not_a_file = /** @type {(inputs: Core_Ca_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it is ${i?.kind}, not a file`)
};

export const core_ca_not_regular = /** @type {(inputs: Core_Ca_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}; choose the PEM file itself`)
};

export const core_ca_unreadable = /** @type {(inputs: Core_Ca_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot read the extra CA file ${i?.file} (${i?.reason}). ${i?.fix}`)
};

export const core_closed_during = /** @type {(inputs: Core_Closed_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray closed during the request.`)
};

export const core_customer_id_not_number = /** @type {(inputs: Core_Customer_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id must be a number.`)
};

export const core_customer_id_not_positive = /** @type {(inputs: Core_Customer_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id must be positive.`)
};

export const core_customer_id_not_whole = /** @type {(inputs: Core_Customer_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id must be a whole number.`)
};

export const core_customer_id_too_large = /** @type {(inputs: Core_Customer_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id is too large.`)
};

export const core_customer_name_empty = /** @type {(inputs: Core_Customer_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer name cannot be empty.`)
};

export const core_customer_name_not_text = /** @type {(inputs: Core_Customer_Name_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer name must be text.`)
};

export const core_customer_name_too_long = /** @type {(inputs: Core_Customer_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The customer name can be at most ${i?.max} characters.`)
};

export const core_customer_name_unshown = /** @type {(inputs: Core_Customer_Name_UnshownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer name cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters.`)
};

export const core_email_invalid = /** @type {(inputs: Core_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address.`)
};

export const core_email_not_text = /** @type {(inputs: Core_Email_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email must be text.`)
};

export const core_email_too_long = /** @type {(inputs: Core_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email is too long.`)
};

export const core_file_cannot_delete = /** @type {(inputs: Core_File_Cannot_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not delete ${i?.file}`)
};

export const core_file_cannot_lock = /** @type {(inputs: Core_File_Cannot_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not lock ${i?.file}`)
};

export const core_file_cannot_read = /** @type {(inputs: Core_File_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not read ${i?.file}`)
};

export const core_file_cannot_save = /** @type {(inputs: Core_File_Cannot_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not save ${i?.file}`)
};

export const core_file_disk_full = /** @type {(inputs: Core_File_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the disk is full`)
};

export const core_file_fix_check_disk = /** @type {(inputs: Core_File_Fix_Check_DiskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the disk holding ${i?.folder}.`)
};

export const core_file_fix_check_read = /** @type {(inputs: Core_File_Fix_Check_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check that ${i?.target} exists and that you may read it.`)
};

export const core_file_fix_check_write = /** @type {(inputs: Core_File_Fix_Check_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check that ${i?.target} exists and that you may write to it.`)
};

export const core_file_fix_close_programs = /** @type {(inputs: Core_File_Fix_Close_ProgramsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close some programs, then try again.`)
};

export const core_file_fix_free_space = /** @type {(inputs: Core_File_Fix_Free_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free some space on the disk holding ${i?.folder}, then try again.`)
};

export const core_file_fix_move_away = /** @type {(inputs: Core_File_Fix_Move_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move it away (mv "${i?.file}" "${i?.file}.bak"), then try again.`)
};

export const core_file_fix_move_that = /** @type {(inputs: Core_File_Fix_Move_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move that file away, then try again.`)
};

export const core_file_fix_own_file = /** @type {(inputs: Core_File_Fix_Own_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make it yours again: sudo chown "$USER" "${i?.file}" && chmod u+rw "${i?.file}"`)
};

export const core_file_fix_own_folder = /** @type {(inputs: Core_File_Fix_Own_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make the folder yours again: sudo chown -R "$USER" "${i?.folder}" && chmod -R u+rwX "${i?.folder}"`)
};

export const core_file_fix_quota = /** @type {(inputs: Core_File_Fix_QuotaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free some space on the disk holding ${i?.folder} (or ask for a larger quota), then try again.`)
};

export const core_file_fix_remount = /** @type {(inputs: Core_File_Fix_RemountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder.`)
};

export const core_file_io_error = /** @type {(inputs: Core_File_Io_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the disk reported an input/output error`)
};

export const core_file_is_folder = /** @type {(inputs: Core_File_Is_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is a folder where Timetray keeps a file`)
};

export const core_file_not_folder = /** @type {(inputs: Core_File_Not_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a part of ${i?.folder} is a file, not a folder`)
};

export const core_file_permission = /** @type {(inputs: Core_File_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permission denied — it may belong to another user (e.g. after \`sudo timetray …\`)`)
};

export const core_file_quota = /** @type {(inputs: Core_File_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your disk quota is used up`)
};

export const core_file_read_only = /** @type {(inputs: Core_File_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the file system holding ${i?.folder} is read-only`)
};

export const core_file_too_many_open = /** @type {(inputs: Core_File_Too_Many_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`too many files are open on this computer`)
};

export const core_first_screen_id = /** @type {(inputs: Core_First_Screen_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first screen must be named by its number.`)
};

export const core_import_needs_all = /** @type {(inputs: Core_Import_Needs_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token, the User-Agent it was created with, the account id and the e-mail are all needed.`)
};

export const core_input_invalid = /** @type {(inputs: Core_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The input is not valid.`)
};

export const core_internal = /** @type {(inputs: Core_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Timetray. Please try again.`)
};

export const core_keychain_failed_delete = /** @type {(inputs: Core_Keychain_Failed_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The OS keychain failed to delete the token: ${i?.detail}. Check that your keyring is installed, running and unlocked.`)
};

export const core_keychain_failed_read = /** @type {(inputs: Core_Keychain_Failed_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The OS keychain failed to read the token: ${i?.detail}. Check that your keyring is installed, running and unlocked.`)
};

export const core_keychain_failed_store = /** @type {(inputs: Core_Keychain_Failed_StoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The OS keychain failed to store the token: ${i?.detail}. Check that your keyring is installed, running and unlocked.`)
};

export const core_keychain_locked = /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The keychain is locked: unlock the 'login' keyring (in Passwords and Keys, or by signing out of the desktop and in again), then try again.`)
};

export const core_keychain_locked_unknown = /** @type {(inputs: Core_Keychain_Locked_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until then Timetray cannot tell whether you are signed in.`)
};

export const core_keychain_no_collection = /** @type {(inputs: Core_Keychain_No_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The keychain has no default collection ("login") and none could be created because no password prompt could be shown. Create a default keyring in Passwords and Keys (seahorse), or start \`gnome-keyring-daemon --unlock\` with a password on its standard input, then try again.`)
};

export const core_keychain_no_dbus = /** @type {(inputs: Core_Keychain_No_DbusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No D-Bus session: the keychain (Secret Service) is reached over D-Bus, but DBUS_SESSION_BUS_ADDRESS is unset or points to no running bus. Run Timetray inside a desktop session, or wrap the command in \`dbus-run-session -- …\` with a keyring daemon started.`)
};

export const core_keychain_no_provider = /** @type {(inputs: Core_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Secret Service provider: nothing on the D-Bus session provides org.freedesktop.secrets. Install and start a keyring, e.g. GNOME Keyring (\`apt install gnome-keyring\`) or KWallet with its Secret Service enabled, then try again.`)
};

export const core_keychain_not_keeping = /** @type {(inputs: Core_Keychain_Not_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The keychain did not keep a test entry (what was read back differs from what was written). Check that your keyring is installed, running and unlocked, then try again.`)
};

export const core_keytar_abi = /** @type {(inputs: Core_Keytar_AbiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its native part was built for another Node.js/Electron version (ABI mismatch)`)
};

export const core_keytar_damaged = /** @type {(inputs: Core_Keytar_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`its native part (keytar.node) is damaged or built for another system (${i?.detail})`)
};

export const core_keytar_load_failed = /** @type {(inputs: Core_Keytar_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it failed to load (${i?.detail})`)
};

export const core_keytar_missing = /** @type {(inputs: Core_Keytar_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not installed`)
};

export const core_keytar_no_libsecret = /** @type {(inputs: Core_Keytar_No_LibsecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the libsecret library is missing (Debian/Ubuntu: \`apt install libsecret-1-0\`)`)
};

export const core_keytar_unusable = /** @type {(inputs: Core_Keytar_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keychain module (keytar) cannot be used: ${i?.why}. Reinstall Timetray; in a source checkout run \`npm rebuild keytar\` (for Electron: \`npx electron-rebuild -o keytar\`).`)
};

export const core_kind_device = /** @type {(inputs: Core_Kind_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a device`)
};

export const core_kind_fifo = /** @type {(inputs: Core_Kind_FifoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a named pipe (FIFO)`)
};

export const core_kind_folder = /** @type {(inputs: Core_Kind_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a folder`)
};

export const core_kind_other = /** @type {(inputs: Core_Kind_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a regular file`)
};

export const core_kind_socket = /** @type {(inputs: Core_Kind_SocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a socket`)
};

export const core_left_behind = /** @type {(inputs: Core_Left_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out. Left behind on this computer: ${i?.what}`)
};

export const core_left_saved_details = /** @type {(inputs: Core_Left_Saved_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved project details`)
};

export const core_left_saved_list = /** @type {(inputs: Core_Left_Saved_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved project list`)
};

export const core_left_settings = /** @type {(inputs: Core_Left_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the sign-out in the settings`)
};

export const core_list_no_readable_item = /** @type {(inputs: Core_List_No_Readable_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service sent a project list Timetray cannot read (none of its ${i?.count} items has an id and a name).`)
};

export const core_list_not_a_list = /** @type {(inputs: Core_List_Not_A_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent a project list Timetray cannot read (no list of projects in it).`)
};

export const core_lock_held_pid = /** @type {(inputs: Core_Lock_Held_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another Timetray process (pid ${i?.pid}) has held ${i?.lock} for over ${i?.seconds} s. Try again; if no Timetray is running, delete that file (rm "${i?.lock}").`)
};

export const core_lock_held_unknown = /** @type {(inputs: Core_Lock_Held_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another process has held ${i?.lock} for over ${i?.seconds} s. Try again; if no Timetray is running, delete that file (rm "${i?.lock}").`)
};

export const core_lock_wait_pid = /** @type {(inputs: Core_Lock_Wait_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for another Timetray process (pid ${i?.pid}) that holds ${i?.lock}…`)
};

export const core_lock_wait_unknown = /** @type {(inputs: Core_Lock_Wait_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for ${i?.lock}, which another process has just taken…`)
};

export const core_needs_app = /** @type {(inputs: Core_Needs_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This needs the Timetray app; use \`timetray config\` from a terminal instead.`)
};

export const core_no_account = /** @type {(inputs: Core_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is signed in — sign in first.`)
};

export const core_no_such_account = /** @type {(inputs: Core_No_Such_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no account "${i?.key}" — it may have been removed.`)
};

export const core_no_token = /** @type {(inputs: Core_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token for this account is in the keychain — sign in again.`)
};

export const core_not_a_file = /** @type {(inputs: Core_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is ${i?.kind}, not a file`)
};

export const core_not_a_valid_setting = /** @type {(inputs: Core_Not_A_Valid_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a valid setting`)
};

export const core_not_saved = /** @type {(inputs: Core_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.why}`)
};

export const core_not_saved_ca = /** @type {(inputs: Core_Not_Saved_CaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.problem}.`)
};

export const core_not_saved_ca_expired = /** @type {(inputs: Core_Not_Saved_Ca_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: every certificate in ${i?.file} has expired (the last on ${i?.date}); ask for the renewed CA certificate.`)
};

export const core_not_saved_offline_details = /** @type {(inputs: Core_Not_Saved_Offline_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The project's details are shown but could not be saved on this computer for offline use. ${i?.problem}`)
};

export const core_not_saved_offline_list = /** @type {(inputs: Core_Not_Saved_Offline_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The project list is shown but could not be saved on this computer for offline use. ${i?.problem}`)
};

export const core_password_empty = /** @type {(inputs: Core_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password.`)
};

export const core_password_not_text = /** @type {(inputs: Core_Password_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password must be text.`)
};

export const core_password_too_long = /** @type {(inputs: Core_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is too long.`)
};

export const core_pref_boolean = /** @type {(inputs: Core_Pref_BooleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} must be true or false; using ${i?.value}`)
};

export const core_pref_ca_file_relative = /** @type {(inputs: Core_Pref_Ca_File_RelativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The CA file setting is not an absolute path, so it is ignored; set it again with its full path (timetray config set caFile FILE)`)
};

export const core_pref_language = /** @type {(inputs: Core_Pref_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`language must be ${i?.choices}; using auto (the system's language)`)
};

export const core_pref_not_object = /** @type {(inputs: Core_Pref_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"preferences" is not an object, so every preference is at its default`)
};

export const core_pref_refresh_interval = /** @type {(inputs: Core_Pref_Refresh_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refreshIntervalMinutes must be 5, 15, 30, 60 or null (manual); using 15`)
};

export const core_pref_shortcut = /** @type {(inputs: Core_Pref_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`globalShortcut is not a shortcut Timetray understands (e.g. "CommandOrControl+Alt+T"); the shortcut is off`)
};

export const core_project_id_not_number = /** @type {(inputs: Core_Project_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id must be a number.`)
};

export const core_project_id_not_positive = /** @type {(inputs: Core_Project_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id must be positive.`)
};

export const core_project_id_not_whole = /** @type {(inputs: Core_Project_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id must be a whole number.`)
};

export const core_project_id_too_large = /** @type {(inputs: Core_Project_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id is too large.`)
};

export const core_project_ids_not_list = /** @type {(inputs: Core_Project_Ids_Not_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project ids must be a list.`)
};

export const core_project_ids_too_many = /** @type {(inputs: Core_Project_Ids_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} projects at a time.`)
};

export const core_project_needs_name = /** @type {(inputs: Core_Project_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A project needs a name.`)
};

export const core_project_no_fields = /** @type {(inputs: Core_Project_No_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No project fields given.`)
};

export const core_project_nothing_to_change = /** @type {(inputs: Core_Project_Nothing_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to change: no project field given.`)
};

export const core_request_not_understood = /** @type {(inputs: Core_Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was not understood.`)
};

export const core_session_ended = /** @type {(inputs: Core_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service ended this session — sign in again.`)
};

export const core_settings_bad_shape = /** @type {(inputs: Core_Settings_Bad_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`does not have the expected shape`)
};

export const core_settings_moved_to = /** @type {(inputs: Core_Settings_Moved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was moved to ${i?.aside}`)
};

export const core_settings_newer = /** @type {(inputs: Core_Settings_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These settings were written by a newer Timetray; update Timetray to use them.`)
};

export const core_settings_not_json = /** @type {(inputs: Core_Settings_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not valid JSON`)
};

export const core_settings_not_moved = /** @type {(inputs: Core_Settings_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It could not be moved aside and will be replaced on the next save`)
};

export const core_settings_reset = /** @type {(inputs: Core_Settings_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your settings file ${i?.file} ${i?.why}. ${i?.where}; Timetray started with empty settings — add your accounts again and sign in again.`)
};

export const core_shortcut_not_understood = /** @type {(inputs: Core_Shortcut_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a shortcut Timetray understands; use modifiers and one key, e.g. CommandOrControl+Alt+T.`)
};

export const core_sign_in_bad_account_id = /** @type {(inputs: Core_Sign_In_Bad_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service accepted the sign-in but sent an unusable account id.`)
};

export const core_sign_in_changed = /** @type {(inputs: Core_Sign_In_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in changed while Timetray was asking the service — try again.`)
};

export const core_sign_in_fields_missing = /** @type {(inputs: Core_Sign_In_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email, the password and the account id.`)
};

export const core_sign_in_incomplete = /** @type {(inputs: Core_Sign_In_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in form is incomplete.`)
};

export const core_sign_in_no_token = /** @type {(inputs: Core_Sign_In_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service accepted the sign-in but sent no token.`)
};

export const core_signed_out_during = /** @type {(inputs: Core_Signed_Out_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out during the refresh.`)
};

export const core_summary_archived = /** @type {(inputs: Core_Summary_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — archived`)
};

export const core_summary_as_of = /** @type {(inputs: Core_Summary_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`_as of ${i?.when}_`)
};

export const core_summary_customer = /** @type {(inputs: Core_Summary_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Customer: ${i?.customer}`)
};

export const core_summary_customer_number = /** @type {(inputs: Core_Summary_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id}`)
};

export const core_summary_hours = /** @type {(inputs: Core_Summary_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Hours: ${i?.hours}`)
};

export const core_summary_members = /** @type {(inputs: Core_Summary_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Members: ${i?.count}`)
};

export const core_summary_no_customer = /** @type {(inputs: Core_Summary_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer`)
};

export const core_summary_open_tasks = /** @type {(inputs: Core_Summary_Open_TasksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Open tasks: ${i?.count}`)
};

export const core_summary_value = /** @type {(inputs: Core_Summary_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Value: ${i?.value}`)
};

export const core_token_bad_characters = /** @type {(inputs: Core_Token_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token cannot be sent to the service: it contains characters a request header cannot carry (spaces, control characters or non-ASCII letters). Sign in again, or import a correct token.`)
};

export const core_token_empty = /** @type {(inputs: Core_Token_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the token.`)
};

export const core_token_form_incomplete = /** @type {(inputs: Core_Token_Form_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token form is incomplete.`)
};

export const core_token_gone_but = /** @type {(inputs: Core_Token_Gone_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The token was revoked and deleted from the keychain, but the account is still listed: ${i?.why}`)
};

export const core_token_no_spaces = /** @type {(inputs: Core_Token_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A token has no spaces or special characters.`)
};

export const core_token_not_text = /** @type {(inputs: Core_Token_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token must be text.`)
};

export const core_token_refused = /** @type {(inputs: Core_Token_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused this token — check the token and the exact User-Agent it was made with.`)
};

export const core_token_too_long = /** @type {(inputs: Core_Token_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The token cannot be sent to the service: it is ${i?.length} characters long, and a token of more than ${i?.max} does not fit in a request header. Sign in again, or import a correct token.`)
};

export const core_token_too_long_input = /** @type {(inputs: Core_Token_Too_Long_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token is too long.`)
};

export const core_url_credentials = /** @type {(inputs: Core_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must not contain a user name or password.`)
};

export const core_url_empty = /** @type {(inputs: Core_Url_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the address of the service, e.g. https://app.rabbiit.com/api/v1.`)
};

export const core_url_insecure = /** @type {(inputs: Core_Url_InsecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must start with https:// — a token is never sent over plain HTTP.`)
};

export const core_url_malformed = /** @type {(inputs: Core_Url_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address is malformed — write it as https://host/api/v1.`)
};

export const core_url_not_text = /** @type {(inputs: Core_Url_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must be text.`)
};

export const core_url_query = /** @type {(inputs: Core_Url_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must not contain a query (?…) or fragment (#…).`)
};

export const core_url_scheme = /** @type {(inputs: Core_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must start with https://.`)
};

export const core_url_too_long = /** @type {(inputs: Core_Url_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address is too long.`)
};

export const core_user_agent_exact = /** @type {(inputs: Core_User_Agent_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the exact User-Agent the token was created with (plain ASCII).`)
};

export const core_user_agent_not_text = /** @type {(inputs: Core_User_Agent_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The User-Agent must be text.`)
};

export const core_user_agent_too_long = /** @type {(inputs: Core_User_Agent_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The User-Agent is too long.`)
};

export const core_what_new_project = /** @type {(inputs: Core_What_New_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the new project`)
};

export const core_what_project = /** @type {(inputs: Core_What_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the project`)
};

export const core_what_project_list = /** @type {(inputs: Core_What_Project_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the project list`)
};

export const core_what_sign_in = /** @type {(inputs: Core_What_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the sign-in`)
};

export const core_what_updated_project = /** @type {(inputs: Core_What_Updated_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the updated project`)
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