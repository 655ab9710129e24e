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
* | "That account is not in Timetray’s list any more." |
*
* @param {Core_Account_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_gone = /** @type {((inputs?: Core_Account_GoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_GoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_account_gone(inputs)
	return __en.core_account_gone(inputs)
});
/**
* | output |
* | --- |
* | "The account id is the short code after /a/ in the web app’s address." |
*
* @param {Core_Account_Id_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_id_hint = /** @type {((inputs?: Core_Account_Id_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Id_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_account_id_hint(inputs)
	return __en.core_account_id_hint(inputs)
});
/**
* | output |
* | --- |
* | "The account id must be text." |
*
* @param {Core_Account_Id_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_id_not_text = /** @type {((inputs?: Core_Account_Id_Not_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Id_Not_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_account_id_not_text(inputs)
	return __en.core_account_id_not_text(inputs)
});
/**
* | output |
* | --- |
* | "The account must be named by its key." |
*
* @param {Core_Account_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_key_missing = /** @type {((inputs?: Core_Account_Key_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Key_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_account_key_missing(inputs)
	return __en.core_account_key_missing(inputs)
});
/**
* | output |
* | --- |
* | "The account key is too long." |
*
* @param {Core_Account_Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_key_too_long = /** @type {((inputs?: Core_Account_Key_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Key_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_account_key_too_long(inputs)
	return __en.core_account_key_too_long(inputs)
});
/**
* | output |
* | --- |
* | "The address of {account} in settings.json does not match its keychain entry — sign in again." |
*
* @param {Core_Address_MismatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_address_mismatch = /** @type {((inputs: Core_Address_MismatchInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Address_MismatchInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_address_mismatch(inputs)
	return __en.core_address_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "The answer from {origin} was cut off before it was complete — try again." |
*
* @param {Core_Api_Answer_Cut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_cut_off = /** @type {((inputs: Core_Api_Answer_Cut_OffInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Answer_Cut_OffInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_answer_cut_off(inputs)
	return __en.core_api_answer_cut_off(inputs)
});
/**
* | output |
* | --- |
* | "The service answered {what} with no readable project (id and name)." |
*
* @param {Core_Api_Answer_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_no_project = /** @type {((inputs: Core_Api_Answer_No_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Answer_No_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_answer_no_project(inputs)
	return __en.core_api_answer_no_project(inputs)
});
/**
* | output |
* | --- |
* | "The service sent a larger answer than Timetray accepts (over {size})." |
*
* @param {Core_Api_Answer_Too_BigInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_too_big = /** @type {((inputs: Core_Api_Answer_Too_BigInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Answer_Too_BigInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_answer_too_big(inputs)
	return __en.core_api_answer_too_big(inputs)
});
/**
* | output |
* | --- |
* | "The service answered {what} with data Timetray cannot read." |
*
* @param {Core_Api_Answer_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_unreadable = /** @type {((inputs: Core_Api_Answer_UnreadableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Answer_UnreadableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_answer_unreadable(inputs)
	return __en.core_api_answer_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "The service answered {what} with a web page instead of data — is the service address right?" |
*
* @param {Core_Api_Answer_Web_PageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_web_page = /** @type {((inputs: Core_Api_Answer_Web_PageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Answer_Web_PageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_answer_web_page(inputs)
	return __en.core_api_answer_web_page(inputs)
});
/**
* | output |
* | --- |
* | "The service did not accept this email, password and account id." |
*
* @param {Core_Api_Bad_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_bad_sign_in = /** @type {((inputs?: Core_Api_Bad_Sign_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Bad_Sign_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_bad_sign_in(inputs)
	return __en.core_api_bad_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Your account is not allowed to do this." |
*
* @param {Core_Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_forbidden = /** @type {((inputs?: Core_Api_ForbiddenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_ForbiddenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_forbidden(inputs)
	return __en.core_api_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "No token to send — sign in first." |
*
* @param {Core_Api_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_no_token = /** @type {((inputs?: Core_Api_No_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_No_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_no_token(inputs)
	return __en.core_api_no_token(inputs)
});
/**
* | output |
* | --- |
* | "The stored session has no User-Agent — sign in again." |
*
* @param {Core_Api_No_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_no_user_agent = /** @type {((inputs?: Core_Api_No_User_AgentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_No_User_AgentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_no_user_agent(inputs)
	return __en.core_api_no_user_agent(inputs)
});
/**
* | output |
* | --- |
* | "The service does not know this item (it may have been deleted)." |
*
* @param {Core_Api_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_not_found = /** @type {((inputs?: Core_Api_Not_FoundInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Not_FoundInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_not_found(inputs)
	return __en.core_api_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The service is receiving too many requests — try again shortly." |
*
* @param {Core_Api_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_rate_limited = /** @type {((inputs?: Core_Api_Rate_LimitedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Rate_LimitedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_rate_limited(inputs)
	return __en.core_api_rate_limited(inputs)
});
/**
* | output |
* | --- |
* | "The service answered with a redirect (HTTP {status}) to {target}; Timetray does not follow redirects — check the service address." |
*
* @param {Core_Api_RedirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_redirect = /** @type {((inputs: Core_Api_RedirectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_RedirectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_redirect(inputs)
	return __en.core_api_redirect(inputs)
});
/**
* | output |
* | --- |
* | "another address" |
*
* @param {Core_Api_Redirect_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_redirect_elsewhere = /** @type {((inputs?: Core_Api_Redirect_ElsewhereInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Redirect_ElsewhereInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_redirect_elsewhere(inputs)
	return __en.core_api_redirect_elsewhere(inputs)
});
/**
* | output |
* | --- |
* | "The service refused the request (HTTP {status})." |
*
* @param {Core_Api_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_refused = /** @type {((inputs: Core_Api_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_refused(inputs)
	return __en.core_api_refused(inputs)
});
/**
* | output |
* | --- |
* | "{message} (retry in {seconds} s)" |
*
* @param {Core_Api_Retry_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_retry_in = /** @type {((inputs: Core_Api_Retry_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Retry_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_retry_in(inputs)
	return __en.core_api_retry_in(inputs)
});
/**
* | output |
* | --- |
* | "The service failed (HTTP {status}) — try again later." |
*
* @param {Core_Api_Server_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_server_failed = /** @type {((inputs: Core_Api_Server_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Server_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_server_failed(inputs)
	return __en.core_api_server_failed(inputs)
});
/**
* | output |
* | --- |
* | "The service ended this session ({server}) — sign in again." |
*
* @param {Core_Api_Session_Ended_BecauseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_session_ended_because = /** @type {((inputs: Core_Api_Session_Ended_BecauseInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Session_Ended_BecauseInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_session_ended_because(inputs)
	return __en.core_api_session_ended_because(inputs)
});
/**
* | output |
* | --- |
* | "The service is unreachable or overloaded right now (HTTP {status}) — try again shortly." |
*
* @param {Core_Api_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_unavailable = /** @type {((inputs: Core_Api_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_unavailable(inputs)
	return __en.core_api_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "The User-Agent contains characters a header cannot carry." |
*
* @param {Core_Api_User_Agent_UnsendableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_user_agent_unsendable = /** @type {((inputs?: Core_Api_User_Agent_UnsendableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_User_Agent_UnsendableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_user_agent_unsendable(inputs)
	return __en.core_api_user_agent_unsendable(inputs)
});
/**
* | output |
* | --- |
* | "An autostart command cannot contain a line break." |
*
* @param {Core_Autostart_Line_BreakInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_autostart_line_break = /** @type {((inputs?: Core_Autostart_Line_BreakInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Autostart_Line_BreakInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_autostart_line_break(inputs)
	return __en.core_autostart_line_break(inputs)
});
/**
* | output |
* | --- |
* | "{file} cannot be read ({code})" |
*
* @param {Core_Ca_Cannot_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_cannot_read = /** @type {((inputs: Core_Ca_Cannot_ReadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_Cannot_ReadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_cannot_read(inputs)
	return __en.core_ca_cannot_read(inputs)
});
/**
* | output |
* | --- |
* | "certificate {number} in {file} is damaged and cannot be parsed" |
*
* @param {Core_Ca_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_damaged = /** @type {((inputs: Core_Ca_DamagedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_DamagedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_damaged(inputs)
	return __en.core_ca_damaged(inputs)
});
/**
* | output |
* | --- |
* | "{file} is a folder" |
*
* @param {Core_Ca_Is_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_is_folder = /** @type {((inputs: Core_Ca_Is_FolderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_Is_FolderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_is_folder(inputs)
	return __en.core_ca_is_folder(inputs)
});
/**
* | output |
* | --- |
* | "{file} does not exist" |
*
* @param {Core_Ca_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_missing = /** @type {((inputs: Core_Ca_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_missing(inputs)
	return __en.core_ca_missing(inputs)
});
/**
* | output |
* | --- |
* | "{file} holds no PEM certificate (-----BEGIN CERTIFICATE-----); export the CA as PEM (Base64), not DER" |
*
* @param {Core_Ca_No_CertificateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_no_certificate = /** @type {((inputs: Core_Ca_No_CertificateInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_No_CertificateInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_no_certificate(inputs)
	return __en.core_ca_no_certificate(inputs)
});
/**
* | output |
* | --- |
* | "The CA file {file} holds no PEM certificate — export the CA as PEM (Base64)." |
*
* @param {Core_Ca_No_PemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_no_pem = /** @type {((inputs: Core_Ca_No_PemInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_No_PemInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_no_pem(inputs)
	return __en.core_ca_no_pem(inputs)
});
/**
* | output |
* | --- |
* | "it is {kind}, not a file" |
*
* @param {Core_Ca_Not_A_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_not_a_file = /** @type {((inputs: Core_Ca_Not_A_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_Not_A_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_not_a_file(inputs)
	return __en.core_ca_not_a_file(inputs)
});
/**
* | output |
* | --- |
* | "{problem}; choose the PEM file itself" |
*
* @param {Core_Ca_Not_RegularInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_not_regular = /** @type {((inputs: Core_Ca_Not_RegularInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_Not_RegularInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_not_regular(inputs)
	return __en.core_ca_not_regular(inputs)
});
/**
* | output |
* | --- |
* | "Cannot read the extra CA file {file} ({reason}). {fix}" |
*
* @param {Core_Ca_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_unreadable = /** @type {((inputs: Core_Ca_UnreadableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ca_UnreadableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_ca_unreadable(inputs)
	return __en.core_ca_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "Timetray closed during the request." |
*
* @param {Core_Closed_DuringInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_closed_during = /** @type {((inputs?: Core_Closed_DuringInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Closed_DuringInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_closed_during(inputs)
	return __en.core_closed_during(inputs)
});
/**
* | output |
* | --- |
* | "The customer id must be a number." |
*
* @param {Core_Customer_Id_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_number = /** @type {((inputs?: Core_Customer_Id_Not_NumberInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Id_Not_NumberInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_id_not_number(inputs)
	return __en.core_customer_id_not_number(inputs)
});
/**
* | output |
* | --- |
* | "The customer id must be positive." |
*
* @param {Core_Customer_Id_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_positive = /** @type {((inputs?: Core_Customer_Id_Not_PositiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Id_Not_PositiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_id_not_positive(inputs)
	return __en.core_customer_id_not_positive(inputs)
});
/**
* | output |
* | --- |
* | "The customer id must be a whole number." |
*
* @param {Core_Customer_Id_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_whole = /** @type {((inputs?: Core_Customer_Id_Not_WholeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Id_Not_WholeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_id_not_whole(inputs)
	return __en.core_customer_id_not_whole(inputs)
});
/**
* | output |
* | --- |
* | "The customer id is too large." |
*
* @param {Core_Customer_Id_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_too_large = /** @type {((inputs?: Core_Customer_Id_Too_LargeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Id_Too_LargeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_id_too_large(inputs)
	return __en.core_customer_id_too_large(inputs)
});
/**
* | output |
* | --- |
* | "The customer name cannot be empty." |
*
* @param {Core_Customer_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_empty = /** @type {((inputs?: Core_Customer_Name_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Name_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_name_empty(inputs)
	return __en.core_customer_name_empty(inputs)
});
/**
* | output |
* | --- |
* | "The customer name must be text." |
*
* @param {Core_Customer_Name_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_not_text = /** @type {((inputs?: Core_Customer_Name_Not_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Name_Not_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_name_not_text(inputs)
	return __en.core_customer_name_not_text(inputs)
});
/**
* | output |
* | --- |
* | "The customer name can be at most {max} characters." |
*
* @param {Core_Customer_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_too_long = /** @type {((inputs: Core_Customer_Name_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Name_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_name_too_long(inputs)
	return __en.core_customer_name_too_long(inputs)
});
/**
* | output |
* | --- |
* | "The customer name cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters." |
*
* @param {Core_Customer_Name_UnshownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_unshown = /** @type {((inputs?: Core_Customer_Name_UnshownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Customer_Name_UnshownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_customer_name_unshown(inputs)
	return __en.core_customer_name_unshown(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid email address." |
*
* @param {Core_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_invalid = /** @type {((inputs?: Core_Email_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Email_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_email_invalid(inputs)
	return __en.core_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The email must be text." |
*
* @param {Core_Email_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_not_text = /** @type {((inputs?: Core_Email_Not_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Email_Not_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_email_not_text(inputs)
	return __en.core_email_not_text(inputs)
});
/**
* | output |
* | --- |
* | "The email is too long." |
*
* @param {Core_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_too_long = /** @type {((inputs?: Core_Email_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Email_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_email_too_long(inputs)
	return __en.core_email_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Could not delete {file}" |
*
* @param {Core_File_Cannot_DeleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_delete = /** @type {((inputs: Core_File_Cannot_DeleteInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Cannot_DeleteInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_cannot_delete(inputs)
	return __en.core_file_cannot_delete(inputs)
});
/**
* | output |
* | --- |
* | "Could not lock {file}" |
*
* @param {Core_File_Cannot_LockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_lock = /** @type {((inputs: Core_File_Cannot_LockInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Cannot_LockInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_cannot_lock(inputs)
	return __en.core_file_cannot_lock(inputs)
});
/**
* | output |
* | --- |
* | "Could not read {file}" |
*
* @param {Core_File_Cannot_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_read = /** @type {((inputs: Core_File_Cannot_ReadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Cannot_ReadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_cannot_read(inputs)
	return __en.core_file_cannot_read(inputs)
});
/**
* | output |
* | --- |
* | "Could not save {file}" |
*
* @param {Core_File_Cannot_SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_save = /** @type {((inputs: Core_File_Cannot_SaveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Cannot_SaveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_cannot_save(inputs)
	return __en.core_file_cannot_save(inputs)
});
/**
* | output |
* | --- |
* | "the disk is full" |
*
* @param {Core_File_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_disk_full = /** @type {((inputs?: Core_File_Disk_FullInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Disk_FullInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_disk_full(inputs)
	return __en.core_file_disk_full(inputs)
});
/**
* | output |
* | --- |
* | "Check the disk holding {folder}." |
*
* @param {Core_File_Fix_Check_DiskInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_disk = /** @type {((inputs: Core_File_Fix_Check_DiskInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Check_DiskInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_check_disk(inputs)
	return __en.core_file_fix_check_disk(inputs)
});
/**
* | output |
* | --- |
* | "Check that {target} exists and that you may read it." |
*
* @param {Core_File_Fix_Check_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_read = /** @type {((inputs: Core_File_Fix_Check_ReadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Check_ReadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_check_read(inputs)
	return __en.core_file_fix_check_read(inputs)
});
/**
* | output |
* | --- |
* | "Check that {target} exists and that you may write to it." |
*
* @param {Core_File_Fix_Check_WriteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_write = /** @type {((inputs: Core_File_Fix_Check_WriteInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Check_WriteInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_check_write(inputs)
	return __en.core_file_fix_check_write(inputs)
});
/**
* | output |
* | --- |
* | "Close some programs, then try again." |
*
* @param {Core_File_Fix_Close_ProgramsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_close_programs = /** @type {((inputs?: Core_File_Fix_Close_ProgramsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Close_ProgramsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_close_programs(inputs)
	return __en.core_file_fix_close_programs(inputs)
});
/**
* | output |
* | --- |
* | "Free some space on the disk holding {folder}, then try again." |
*
* @param {Core_File_Fix_Free_SpaceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_free_space = /** @type {((inputs: Core_File_Fix_Free_SpaceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Free_SpaceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_free_space(inputs)
	return __en.core_file_fix_free_space(inputs)
});
/**
* | output |
* | --- |
* | "Move it away (mv \"{file}\" \"{file}.bak\"), then try again." |
*
* @param {Core_File_Fix_Move_AwayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_move_away = /** @type {((inputs: Core_File_Fix_Move_AwayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Move_AwayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_move_away(inputs)
	return __en.core_file_fix_move_away(inputs)
});
/**
* | output |
* | --- |
* | "Move that file away, then try again." |
*
* @param {Core_File_Fix_Move_ThatInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_move_that = /** @type {((inputs?: Core_File_Fix_Move_ThatInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Move_ThatInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_move_that(inputs)
	return __en.core_file_fix_move_that(inputs)
});
/**
* | output |
* | --- |
* | "Make it yours again: sudo chown \"$USER\" \"{file}\" && chmod u+rw \"{file}\"" |
*
* @param {Core_File_Fix_Own_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_own_file = /** @type {((inputs: Core_File_Fix_Own_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Own_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_own_file(inputs)
	return __en.core_file_fix_own_file(inputs)
});
/**
* | output |
* | --- |
* | "Make the folder yours again: sudo chown -R \"$USER\" \"{folder}\" && chmod -R u+rwX \"{folder}\"" |
*
* @param {Core_File_Fix_Own_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_own_folder = /** @type {((inputs: Core_File_Fix_Own_FolderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_Own_FolderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_own_folder(inputs)
	return __en.core_file_fix_own_folder(inputs)
});
/**
* | output |
* | --- |
* | "Free some space on the disk holding {folder} (or ask for a larger quota), then try again." |
*
* @param {Core_File_Fix_QuotaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_quota = /** @type {((inputs: Core_File_Fix_QuotaInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_QuotaInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_quota(inputs)
	return __en.core_file_fix_quota(inputs)
});
/**
* | output |
* | --- |
* | "Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder." |
*
* @param {Core_File_Fix_RemountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_remount = /** @type {((inputs?: Core_File_Fix_RemountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Fix_RemountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_fix_remount(inputs)
	return __en.core_file_fix_remount(inputs)
});
/**
* | output |
* | --- |
* | "the disk reported an input/output error" |
*
* @param {Core_File_Io_ErrorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_io_error = /** @type {((inputs?: Core_File_Io_ErrorInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Io_ErrorInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_io_error(inputs)
	return __en.core_file_io_error(inputs)
});
/**
* | output |
* | --- |
* | "it is a folder where Timetray keeps a file" |
*
* @param {Core_File_Is_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_is_folder = /** @type {((inputs?: Core_File_Is_FolderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Is_FolderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_is_folder(inputs)
	return __en.core_file_is_folder(inputs)
});
/**
* | output |
* | --- |
* | "a part of {folder} is a file, not a folder" |
*
* @param {Core_File_Not_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_not_folder = /** @type {((inputs: Core_File_Not_FolderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Not_FolderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_not_folder(inputs)
	return __en.core_file_not_folder(inputs)
});
/**
* | output |
* | --- |
* | "permission denied — it may belong to another user (e.g. after `sudo timetray …`)" |
*
* @param {Core_File_PermissionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_permission = /** @type {((inputs?: Core_File_PermissionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_PermissionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_permission(inputs)
	return __en.core_file_permission(inputs)
});
/**
* | output |
* | --- |
* | "your disk quota is used up" |
*
* @param {Core_File_QuotaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_quota = /** @type {((inputs?: Core_File_QuotaInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_QuotaInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_quota(inputs)
	return __en.core_file_quota(inputs)
});
/**
* | output |
* | --- |
* | "the file system holding {folder} is read-only" |
*
* @param {Core_File_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_read_only = /** @type {((inputs: Core_File_Read_OnlyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Read_OnlyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_read_only(inputs)
	return __en.core_file_read_only(inputs)
});
/**
* | output |
* | --- |
* | "too many files are open on this computer" |
*
* @param {Core_File_Too_Many_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_too_many_open = /** @type {((inputs?: Core_File_Too_Many_OpenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_File_Too_Many_OpenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_file_too_many_open(inputs)
	return __en.core_file_too_many_open(inputs)
});
/**
* | output |
* | --- |
* | "The first screen must be named by its number." |
*
* @param {Core_First_Screen_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_first_screen_id = /** @type {((inputs?: Core_First_Screen_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_First_Screen_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_first_screen_id(inputs)
	return __en.core_first_screen_id(inputs)
});
/**
* | output |
* | --- |
* | "The token, the User-Agent it was created with, the account id and the e-mail are all needed." |
*
* @param {Core_Import_Needs_AllInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_import_needs_all = /** @type {((inputs?: Core_Import_Needs_AllInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Import_Needs_AllInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_import_needs_all(inputs)
	return __en.core_import_needs_all(inputs)
});
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Core_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_input_invalid = /** @type {((inputs?: Core_Input_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Input_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_input_invalid(inputs)
	return __en.core_input_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong inside Timetray. Please try again." |
*
* @param {Core_InternalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_internal = /** @type {((inputs?: Core_InternalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_InternalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_internal(inputs)
	return __en.core_internal(inputs)
});
/**
* | output |
* | --- |
* | "The OS keychain failed to delete the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_DeleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_delete = /** @type {((inputs: Core_Keychain_Failed_DeleteInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Failed_DeleteInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_failed_delete(inputs)
	return __en.core_keychain_failed_delete(inputs)
});
/**
* | output |
* | --- |
* | "The OS keychain failed to read the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_read = /** @type {((inputs: Core_Keychain_Failed_ReadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Failed_ReadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_failed_read(inputs)
	return __en.core_keychain_failed_read(inputs)
});
/**
* | output |
* | --- |
* | "The OS keychain failed to store the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_StoreInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_store = /** @type {((inputs: Core_Keychain_Failed_StoreInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Failed_StoreInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_failed_store(inputs)
	return __en.core_keychain_failed_store(inputs)
});
/**
* | output |
* | --- |
* | "The keychain is locked: unlock the 'login' keyring (in Passwords and Keys, or by signing out of the desktop and in again), then try again." |
*
* @param {Core_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked = /** @type {((inputs?: Core_Keychain_LockedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_LockedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_locked(inputs)
	return __en.core_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "Until then Timetray cannot tell whether you are signed in." |
*
* @param {Core_Keychain_Locked_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_unknown = /** @type {((inputs?: Core_Keychain_Locked_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Locked_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_locked_unknown(inputs)
	return __en.core_keychain_locked_unknown(inputs)
});
/**
* | output |
* | --- |
* | "The keychain has no default collection (\"login\") and none could be created because no password prompt could be shown. Create a default keyring in Passwords a..." |
*
* @param {Core_Keychain_No_CollectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_collection = /** @type {((inputs?: Core_Keychain_No_CollectionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_CollectionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_no_collection(inputs)
	return __en.core_keychain_no_collection(inputs)
});
/**
* | output |
* | --- |
* | "No D-Bus session: the keychain (Secret Service) is reached over D-Bus, but DBUS_SESSION_BUS_ADDRESS is unset or points to no running bus. Run Timetray inside..." |
*
* @param {Core_Keychain_No_DbusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_dbus = /** @type {((inputs?: Core_Keychain_No_DbusInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_DbusInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_no_dbus(inputs)
	return __en.core_keychain_no_dbus(inputs)
});
/**
* | output |
* | --- |
* | "No Secret Service provider: nothing on the D-Bus session provides org.freedesktop.secrets. Install and start a keyring, e.g. GNOME Keyring (`apt install gnom..." |
*
* @param {Core_Keychain_No_ProviderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_provider = /** @type {((inputs?: Core_Keychain_No_ProviderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_ProviderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_no_provider(inputs)
	return __en.core_keychain_no_provider(inputs)
});
/**
* | output |
* | --- |
* | "The keychain did not keep a test entry (what was read back differs from what was written). Check that your keyring is installed, running and unlocked, then t..." |
*
* @param {Core_Keychain_Not_KeepingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_not_keeping = /** @type {((inputs?: Core_Keychain_Not_KeepingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Not_KeepingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_not_keeping(inputs)
	return __en.core_keychain_not_keeping(inputs)
});
/**
* | output |
* | --- |
* | "its native part was built for another Node.js/Electron version (ABI mismatch)" |
*
* @param {Core_Keytar_AbiInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_abi = /** @type {((inputs?: Core_Keytar_AbiInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keytar_AbiInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keytar_abi(inputs)
	return __en.core_keytar_abi(inputs)
});
/**
* | output |
* | --- |
* | "its native part (keytar.node) is damaged or built for another system ({detail})" |
*
* @param {Core_Keytar_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_damaged = /** @type {((inputs: Core_Keytar_DamagedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keytar_DamagedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keytar_damaged(inputs)
	return __en.core_keytar_damaged(inputs)
});
/**
* | output |
* | --- |
* | "it failed to load ({detail})" |
*
* @param {Core_Keytar_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_load_failed = /** @type {((inputs: Core_Keytar_Load_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keytar_Load_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keytar_load_failed(inputs)
	return __en.core_keytar_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "it is not installed" |
*
* @param {Core_Keytar_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_missing = /** @type {((inputs?: Core_Keytar_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keytar_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keytar_missing(inputs)
	return __en.core_keytar_missing(inputs)
});
/**
* | output |
* | --- |
* | "the libsecret library is missing (Debian/Ubuntu: `apt install libsecret-1-0`)" |
*
* @param {Core_Keytar_No_LibsecretInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_no_libsecret = /** @type {((inputs?: Core_Keytar_No_LibsecretInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keytar_No_LibsecretInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keytar_no_libsecret(inputs)
	return __en.core_keytar_no_libsecret(inputs)
});
/**
* | output |
* | --- |
* | "The keychain module (keytar) cannot be used: {why}. Reinstall Timetray; in a source checkout run `npm rebuild keytar` (for Electron: `npx electron-rebuild -o..." |
*
* @param {Core_Keytar_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_unusable = /** @type {((inputs: Core_Keytar_UnusableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keytar_UnusableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keytar_unusable(inputs)
	return __en.core_keytar_unusable(inputs)
});
/**
* | output |
* | --- |
* | "a device" |
*
* @param {Core_Kind_DeviceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_device = /** @type {((inputs?: Core_Kind_DeviceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_DeviceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_kind_device(inputs)
	return __en.core_kind_device(inputs)
});
/**
* | output |
* | --- |
* | "a named pipe (FIFO)" |
*
* @param {Core_Kind_FifoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_fifo = /** @type {((inputs?: Core_Kind_FifoInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_FifoInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_kind_fifo(inputs)
	return __en.core_kind_fifo(inputs)
});
/**
* | output |
* | --- |
* | "a folder" |
*
* @param {Core_Kind_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_folder = /** @type {((inputs?: Core_Kind_FolderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_FolderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_kind_folder(inputs)
	return __en.core_kind_folder(inputs)
});
/**
* | output |
* | --- |
* | "not a regular file" |
*
* @param {Core_Kind_OtherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_other = /** @type {((inputs?: Core_Kind_OtherInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_OtherInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_kind_other(inputs)
	return __en.core_kind_other(inputs)
});
/**
* | output |
* | --- |
* | "a socket" |
*
* @param {Core_Kind_SocketInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_socket = /** @type {((inputs?: Core_Kind_SocketInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_SocketInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_kind_socket(inputs)
	return __en.core_kind_socket(inputs)
});
/**
* | output |
* | --- |
* | "Signed out. Left behind on this computer: {what}" |
*
* @param {Core_Left_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_behind = /** @type {((inputs: Core_Left_BehindInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Left_BehindInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_left_behind(inputs)
	return __en.core_left_behind(inputs)
});
/**
* | output |
* | --- |
* | "the saved project details" |
*
* @param {Core_Left_Saved_DetailsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_details = /** @type {((inputs?: Core_Left_Saved_DetailsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Left_Saved_DetailsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_left_saved_details(inputs)
	return __en.core_left_saved_details(inputs)
});
/**
* | output |
* | --- |
* | "the saved project list" |
*
* @param {Core_Left_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_list = /** @type {((inputs?: Core_Left_Saved_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Left_Saved_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_left_saved_list(inputs)
	return __en.core_left_saved_list(inputs)
});
/**
* | output |
* | --- |
* | "the sign-out in the settings" |
*
* @param {Core_Left_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_settings = /** @type {((inputs?: Core_Left_SettingsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Left_SettingsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_left_settings(inputs)
	return __en.core_left_settings(inputs)
});
/**
* | output |
* | --- |
* | "The service sent a project list Timetray cannot read (none of its {count} items has an id and a name)." |
*
* @param {Core_List_No_Readable_ItemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_list_no_readable_item = /** @type {((inputs: Core_List_No_Readable_ItemInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_List_No_Readable_ItemInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_list_no_readable_item(inputs)
	return __en.core_list_no_readable_item(inputs)
});
/**
* | output |
* | --- |
* | "The service sent a project list Timetray cannot read (no list of projects in it)." |
*
* @param {Core_List_Not_A_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_list_not_a_list = /** @type {((inputs?: Core_List_Not_A_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_List_Not_A_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_list_not_a_list(inputs)
	return __en.core_list_not_a_list(inputs)
});
/**
* | output |
* | --- |
* | "Another Timetray process (pid {pid}) has held {lock} for over {seconds} s. Try again; if no Timetray is running, delete that file (rm \"{lock}\")." |
*
* @param {Core_Lock_Held_PidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_held_pid = /** @type {((inputs: Core_Lock_Held_PidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Held_PidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_lock_held_pid(inputs)
	return __en.core_lock_held_pid(inputs)
});
/**
* | output |
* | --- |
* | "Another process has held {lock} for over {seconds} s. Try again; if no Timetray is running, delete that file (rm \"{lock}\")." |
*
* @param {Core_Lock_Held_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_held_unknown = /** @type {((inputs: Core_Lock_Held_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Held_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_lock_held_unknown(inputs)
	return __en.core_lock_held_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for another Timetray process (pid {pid}) that holds {lock}…" |
*
* @param {Core_Lock_Wait_PidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_wait_pid = /** @type {((inputs: Core_Lock_Wait_PidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Wait_PidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_lock_wait_pid(inputs)
	return __en.core_lock_wait_pid(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for {lock}, which another process has just taken…" |
*
* @param {Core_Lock_Wait_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_wait_unknown = /** @type {((inputs: Core_Lock_Wait_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Wait_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_lock_wait_unknown(inputs)
	return __en.core_lock_wait_unknown(inputs)
});
/**
* | output |
* | --- |
* | "This needs the Timetray app; use `timetray config` from a terminal instead." |
*
* @param {Core_Needs_AppInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_needs_app = /** @type {((inputs?: Core_Needs_AppInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Needs_AppInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_needs_app(inputs)
	return __en.core_needs_app(inputs)
});
/**
* | output |
* | --- |
* | "No account is signed in — sign in first." |
*
* @param {Core_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_account = /** @type {((inputs?: Core_No_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_No_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_no_account(inputs)
	return __en.core_no_account(inputs)
});
/**
* | output |
* | --- |
* | "There is no account \"{key}\" — it may have been removed." |
*
* @param {Core_No_Such_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_such_account = /** @type {((inputs: Core_No_Such_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_No_Such_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_no_such_account(inputs)
	return __en.core_no_such_account(inputs)
});
/**
* | output |
* | --- |
* | "No token for this account is in the keychain — sign in again." |
*
* @param {Core_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_token = /** @type {((inputs?: Core_No_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_No_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_no_token(inputs)
	return __en.core_no_token(inputs)
});
/**
* | output |
* | --- |
* | "{file} is {kind}, not a file" |
*
* @param {Core_Not_A_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_a_file = /** @type {((inputs: Core_Not_A_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Not_A_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_not_a_file(inputs)
	return __en.core_not_a_file(inputs)
});
/**
* | output |
* | --- |
* | "not a valid setting" |
*
* @param {Core_Not_A_Valid_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_a_valid_setting = /** @type {((inputs?: Core_Not_A_Valid_SettingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Not_A_Valid_SettingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_not_a_valid_setting(inputs)
	return __en.core_not_a_valid_setting(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: {why}" |
*
* @param {Core_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved = /** @type {((inputs: Core_Not_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Not_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_not_saved(inputs)
	return __en.core_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: {problem}." |
*
* @param {Core_Not_Saved_CaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_ca = /** @type {((inputs: Core_Not_Saved_CaInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Not_Saved_CaInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_not_saved_ca(inputs)
	return __en.core_not_saved_ca(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: every certificate in {file} has expired (the last on {date}); ask for the renewed CA certificate." |
*
* @param {Core_Not_Saved_Ca_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_ca_expired = /** @type {((inputs: Core_Not_Saved_Ca_ExpiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Not_Saved_Ca_ExpiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_not_saved_ca_expired(inputs)
	return __en.core_not_saved_ca_expired(inputs)
});
/**
* | output |
* | --- |
* | "The project's details are shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Not_Saved_Offline_DetailsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_offline_details = /** @type {((inputs: Core_Not_Saved_Offline_DetailsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Not_Saved_Offline_DetailsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_not_saved_offline_details(inputs)
	return __en.core_not_saved_offline_details(inputs)
});
/**
* | output |
* | --- |
* | "The project list is shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Not_Saved_Offline_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_offline_list = /** @type {((inputs: Core_Not_Saved_Offline_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Not_Saved_Offline_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_not_saved_offline_list(inputs)
	return __en.core_not_saved_offline_list(inputs)
});
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Core_Password_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_empty = /** @type {((inputs?: Core_Password_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Password_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_password_empty(inputs)
	return __en.core_password_empty(inputs)
});
/**
* | output |
* | --- |
* | "The password must be text." |
*
* @param {Core_Password_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_not_text = /** @type {((inputs?: Core_Password_Not_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Password_Not_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_password_not_text(inputs)
	return __en.core_password_not_text(inputs)
});
/**
* | output |
* | --- |
* | "The password is too long." |
*
* @param {Core_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_too_long = /** @type {((inputs?: Core_Password_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Password_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_password_too_long(inputs)
	return __en.core_password_too_long(inputs)
});
/**
* | output |
* | --- |
* | "{key} must be true or false; using {value}" |
*
* @param {Core_Pref_BooleanInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_boolean = /** @type {((inputs: Core_Pref_BooleanInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_BooleanInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_boolean(inputs)
	return __en.core_pref_boolean(inputs)
});
/**
* | output |
* | --- |
* | "The CA file setting is not an absolute path, so it is ignored; set it again with its full path (timetray config set caFile FILE)" |
*
* @param {Core_Pref_Ca_File_RelativeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_ca_file_relative = /** @type {((inputs?: Core_Pref_Ca_File_RelativeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Ca_File_RelativeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_ca_file_relative(inputs)
	return __en.core_pref_ca_file_relative(inputs)
});
/**
* | output |
* | --- |
* | "language must be {choices}; using auto (the system's language)" |
*
* @param {Core_Pref_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_language = /** @type {((inputs: Core_Pref_LanguageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_LanguageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_language(inputs)
	return __en.core_pref_language(inputs)
});
/**
* | output |
* | --- |
* | "\"preferences\" is not an object, so every preference is at its default" |
*
* @param {Core_Pref_Not_ObjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_not_object = /** @type {((inputs?: Core_Pref_Not_ObjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Not_ObjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_not_object(inputs)
	return __en.core_pref_not_object(inputs)
});
/**
* | output |
* | --- |
* | "refreshIntervalMinutes must be 5, 15, 30, 60 or null (manual); using 15" |
*
* @param {Core_Pref_Refresh_IntervalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_refresh_interval = /** @type {((inputs?: Core_Pref_Refresh_IntervalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Refresh_IntervalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_refresh_interval(inputs)
	return __en.core_pref_refresh_interval(inputs)
});
/**
* | output |
* | --- |
* | "globalShortcut is not a shortcut Timetray understands (e.g. \"CommandOrControl+Alt+T\"); the shortcut is off" |
*
* @param {Core_Pref_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_shortcut = /** @type {((inputs?: Core_Pref_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_shortcut(inputs)
	return __en.core_pref_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "The project id must be a number." |
*
* @param {Core_Project_Id_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_number = /** @type {((inputs?: Core_Project_Id_Not_NumberInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Id_Not_NumberInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_id_not_number(inputs)
	return __en.core_project_id_not_number(inputs)
});
/**
* | output |
* | --- |
* | "The project id must be positive." |
*
* @param {Core_Project_Id_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_positive = /** @type {((inputs?: Core_Project_Id_Not_PositiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Id_Not_PositiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_id_not_positive(inputs)
	return __en.core_project_id_not_positive(inputs)
});
/**
* | output |
* | --- |
* | "The project id must be a whole number." |
*
* @param {Core_Project_Id_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_whole = /** @type {((inputs?: Core_Project_Id_Not_WholeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Id_Not_WholeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_id_not_whole(inputs)
	return __en.core_project_id_not_whole(inputs)
});
/**
* | output |
* | --- |
* | "The project id is too large." |
*
* @param {Core_Project_Id_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_too_large = /** @type {((inputs?: Core_Project_Id_Too_LargeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Id_Too_LargeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_id_too_large(inputs)
	return __en.core_project_id_too_large(inputs)
});
/**
* | output |
* | --- |
* | "The project ids must be a list." |
*
* @param {Core_Project_Ids_Not_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_ids_not_list = /** @type {((inputs?: Core_Project_Ids_Not_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Ids_Not_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_ids_not_list(inputs)
	return __en.core_project_ids_not_list(inputs)
});
/**
* | output |
* | --- |
* | "At most {max} projects at a time." |
*
* @param {Core_Project_Ids_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_ids_too_many = /** @type {((inputs: Core_Project_Ids_Too_ManyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Ids_Too_ManyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_ids_too_many(inputs)
	return __en.core_project_ids_too_many(inputs)
});
/**
* | output |
* | --- |
* | "A project needs a name." |
*
* @param {Core_Project_Needs_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_needs_name = /** @type {((inputs?: Core_Project_Needs_NameInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Needs_NameInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_needs_name(inputs)
	return __en.core_project_needs_name(inputs)
});
/**
* | output |
* | --- |
* | "No project fields given." |
*
* @param {Core_Project_No_FieldsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_no_fields = /** @type {((inputs?: Core_Project_No_FieldsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_No_FieldsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_no_fields(inputs)
	return __en.core_project_no_fields(inputs)
});
/**
* | output |
* | --- |
* | "Nothing to change: no project field given." |
*
* @param {Core_Project_Nothing_To_ChangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_nothing_to_change = /** @type {((inputs?: Core_Project_Nothing_To_ChangeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_Nothing_To_ChangeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_nothing_to_change(inputs)
	return __en.core_project_nothing_to_change(inputs)
});
/**
* | output |
* | --- |
* | "The request was not understood." |
*
* @param {Core_Request_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_request_not_understood = /** @type {((inputs?: Core_Request_Not_UnderstoodInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Request_Not_UnderstoodInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_request_not_understood(inputs)
	return __en.core_request_not_understood(inputs)
});
/**
* | output |
* | --- |
* | "The service ended this session — sign in again." |
*
* @param {Core_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_session_ended = /** @type {((inputs?: Core_Session_EndedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Session_EndedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_session_ended(inputs)
	return __en.core_session_ended(inputs)
});
/**
* | output |
* | --- |
* | "does not have the expected shape" |
*
* @param {Core_Settings_Bad_ShapeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_bad_shape = /** @type {((inputs?: Core_Settings_Bad_ShapeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Bad_ShapeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_bad_shape(inputs)
	return __en.core_settings_bad_shape(inputs)
});
/**
* | output |
* | --- |
* | "It was moved to {aside}" |
*
* @param {Core_Settings_Moved_ToInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_moved_to = /** @type {((inputs: Core_Settings_Moved_ToInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Moved_ToInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_moved_to(inputs)
	return __en.core_settings_moved_to(inputs)
});
/**
* | output |
* | --- |
* | "These settings were written by a newer Timetray; update Timetray to use them." |
*
* @param {Core_Settings_NewerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_newer = /** @type {((inputs?: Core_Settings_NewerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_NewerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_newer(inputs)
	return __en.core_settings_newer(inputs)
});
/**
* | output |
* | --- |
* | "is not valid JSON" |
*
* @param {Core_Settings_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_json = /** @type {((inputs?: Core_Settings_Not_JsonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Not_JsonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_not_json(inputs)
	return __en.core_settings_not_json(inputs)
});
/**
* | output |
* | --- |
* | "It could not be moved aside and will be replaced on the next save" |
*
* @param {Core_Settings_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_moved = /** @type {((inputs?: Core_Settings_Not_MovedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Not_MovedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_not_moved(inputs)
	return __en.core_settings_not_moved(inputs)
});
/**
* | output |
* | --- |
* | "Your settings file {file} {why}. {where}; Timetray started with empty settings — add your accounts again and sign in again." |
*
* @param {Core_Settings_ResetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_reset = /** @type {((inputs: Core_Settings_ResetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_ResetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_reset(inputs)
	return __en.core_settings_reset(inputs)
});
/**
* | output |
* | --- |
* | "Not a shortcut Timetray understands; use modifiers and one key, e.g. CommandOrControl+Alt+T." |
*
* @param {Core_Shortcut_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_shortcut_not_understood = /** @type {((inputs?: Core_Shortcut_Not_UnderstoodInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Shortcut_Not_UnderstoodInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_shortcut_not_understood(inputs)
	return __en.core_shortcut_not_understood(inputs)
});
/**
* | output |
* | --- |
* | "The service accepted the sign-in but sent an unusable account id." |
*
* @param {Core_Sign_In_Bad_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_bad_account_id = /** @type {((inputs?: Core_Sign_In_Bad_Account_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Sign_In_Bad_Account_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_sign_in_bad_account_id(inputs)
	return __en.core_sign_in_bad_account_id(inputs)
});
/**
* | output |
* | --- |
* | "The sign-in changed while Timetray was asking the service — try again." |
*
* @param {Core_Sign_In_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_changed = /** @type {((inputs?: Core_Sign_In_ChangedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Sign_In_ChangedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_sign_in_changed(inputs)
	return __en.core_sign_in_changed(inputs)
});
/**
* | output |
* | --- |
* | "Enter the email, the password and the account id." |
*
* @param {Core_Sign_In_Fields_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_fields_missing = /** @type {((inputs?: Core_Sign_In_Fields_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Sign_In_Fields_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_sign_in_fields_missing(inputs)
	return __en.core_sign_in_fields_missing(inputs)
});
/**
* | output |
* | --- |
* | "The sign-in form is incomplete." |
*
* @param {Core_Sign_In_IncompleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_incomplete = /** @type {((inputs?: Core_Sign_In_IncompleteInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Sign_In_IncompleteInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_sign_in_incomplete(inputs)
	return __en.core_sign_in_incomplete(inputs)
});
/**
* | output |
* | --- |
* | "The service accepted the sign-in but sent no token." |
*
* @param {Core_Sign_In_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_no_token = /** @type {((inputs?: Core_Sign_In_No_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Sign_In_No_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_sign_in_no_token(inputs)
	return __en.core_sign_in_no_token(inputs)
});
/**
* | output |
* | --- |
* | "Signed out during the refresh." |
*
* @param {Core_Signed_Out_DuringInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_signed_out_during = /** @type {((inputs?: Core_Signed_Out_DuringInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Signed_Out_DuringInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_signed_out_during(inputs)
	return __en.core_signed_out_during(inputs)
});
/**
* | output |
* | --- |
* | "— archived" |
*
* @param {Core_Summary_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_archived = /** @type {((inputs?: Core_Summary_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_archived(inputs)
	return __en.core_summary_archived(inputs)
});
/**
* | output |
* | --- |
* | "_as of {when}_" |
*
* @param {Core_Summary_As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_as_of = /** @type {((inputs: Core_Summary_As_OfInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_As_OfInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_as_of(inputs)
	return __en.core_summary_as_of(inputs)
});
/**
* | output |
* | --- |
* | "- Customer: {customer}" |
*
* @param {Core_Summary_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_customer = /** @type {((inputs: Core_Summary_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_customer(inputs)
	return __en.core_summary_customer(inputs)
});
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Core_Summary_Customer_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_customer_number = /** @type {((inputs: Core_Summary_Customer_NumberInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_Customer_NumberInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_customer_number(inputs)
	return __en.core_summary_customer_number(inputs)
});
/**
* | output |
* | --- |
* | "- Hours: {hours}" |
*
* @param {Core_Summary_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_hours = /** @type {((inputs: Core_Summary_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_hours(inputs)
	return __en.core_summary_hours(inputs)
});
/**
* | output |
* | --- |
* | "- Members: {count}" |
*
* @param {Core_Summary_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_members = /** @type {((inputs: Core_Summary_MembersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_MembersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_members(inputs)
	return __en.core_summary_members(inputs)
});
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Core_Summary_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_no_customer = /** @type {((inputs?: Core_Summary_No_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_No_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_no_customer(inputs)
	return __en.core_summary_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "- Open tasks: {count}" |
*
* @param {Core_Summary_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_open_tasks = /** @type {((inputs: Core_Summary_Open_TasksInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_Open_TasksInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_open_tasks(inputs)
	return __en.core_summary_open_tasks(inputs)
});
/**
* | output |
* | --- |
* | "- Value: {value}" |
*
* @param {Core_Summary_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_value = /** @type {((inputs: Core_Summary_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Summary_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_summary_value(inputs)
	return __en.core_summary_value(inputs)
});
/**
* | output |
* | --- |
* | "The token cannot be sent to the service: it contains characters a request header cannot carry (spaces, control characters or non-ASCII letters). Sign in agai..." |
*
* @param {Core_Token_Bad_CharactersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_bad_characters = /** @type {((inputs?: Core_Token_Bad_CharactersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_Bad_CharactersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_bad_characters(inputs)
	return __en.core_token_bad_characters(inputs)
});
/**
* | output |
* | --- |
* | "Paste the token." |
*
* @param {Core_Token_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_empty = /** @type {((inputs?: Core_Token_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_empty(inputs)
	return __en.core_token_empty(inputs)
});
/**
* | output |
* | --- |
* | "The token form is incomplete." |
*
* @param {Core_Token_Form_IncompleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_form_incomplete = /** @type {((inputs?: Core_Token_Form_IncompleteInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_Form_IncompleteInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_form_incomplete(inputs)
	return __en.core_token_form_incomplete(inputs)
});
/**
* | output |
* | --- |
* | "The token was revoked and deleted from the keychain, but the account is still listed: {why}" |
*
* @param {Core_Token_Gone_ButInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_gone_but = /** @type {((inputs: Core_Token_Gone_ButInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_Gone_ButInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_gone_but(inputs)
	return __en.core_token_gone_but(inputs)
});
/**
* | output |
* | --- |
* | "A token has no spaces or special characters." |
*
* @param {Core_Token_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_no_spaces = /** @type {((inputs?: Core_Token_No_SpacesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_No_SpacesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_no_spaces(inputs)
	return __en.core_token_no_spaces(inputs)
});
/**
* | output |
* | --- |
* | "The token must be text." |
*
* @param {Core_Token_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_not_text = /** @type {((inputs?: Core_Token_Not_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_Not_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_not_text(inputs)
	return __en.core_token_not_text(inputs)
});
/**
* | output |
* | --- |
* | "The service refused this token — check the token and the exact User-Agent it was made with." |
*
* @param {Core_Token_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_refused = /** @type {((inputs?: Core_Token_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_refused(inputs)
	return __en.core_token_refused(inputs)
});
/**
* | output |
* | --- |
* | "The token cannot be sent to the service: it is {length} characters long, and a token of more than {max} does not fit in a request header. Sign in again, or i..." |
*
* @param {Core_Token_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_too_long = /** @type {((inputs: Core_Token_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_too_long(inputs)
	return __en.core_token_too_long(inputs)
});
/**
* | output |
* | --- |
* | "The token is too long." |
*
* @param {Core_Token_Too_Long_InputInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_too_long_input = /** @type {((inputs?: Core_Token_Too_Long_InputInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Token_Too_Long_InputInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_token_too_long_input(inputs)
	return __en.core_token_too_long_input(inputs)
});
/**
* | output |
* | --- |
* | "The service address must not contain a user name or password." |
*
* @param {Core_Url_CredentialsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_credentials = /** @type {((inputs?: Core_Url_CredentialsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_CredentialsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_credentials(inputs)
	return __en.core_url_credentials(inputs)
});
/**
* | output |
* | --- |
* | "Enter the address of the service, e.g. https://app.rabbiit.com/api/v1." |
*
* @param {Core_Url_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_empty = /** @type {((inputs?: Core_Url_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_empty(inputs)
	return __en.core_url_empty(inputs)
});
/**
* | output |
* | --- |
* | "The service address must start with https:// — a token is never sent over plain HTTP." |
*
* @param {Core_Url_InsecureInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_insecure = /** @type {((inputs?: Core_Url_InsecureInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_InsecureInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_insecure(inputs)
	return __en.core_url_insecure(inputs)
});
/**
* | output |
* | --- |
* | "The service address is malformed — write it as https://host/api/v1." |
*
* @param {Core_Url_MalformedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_malformed = /** @type {((inputs?: Core_Url_MalformedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_MalformedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_malformed(inputs)
	return __en.core_url_malformed(inputs)
});
/**
* | output |
* | --- |
* | "The service address must be text." |
*
* @param {Core_Url_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_not_text = /** @type {((inputs?: Core_Url_Not_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_Not_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_not_text(inputs)
	return __en.core_url_not_text(inputs)
});
/**
* | output |
* | --- |
* | "The service address must not contain a query (?…) or fragment (#…)." |
*
* @param {Core_Url_QueryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_query = /** @type {((inputs?: Core_Url_QueryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_QueryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_query(inputs)
	return __en.core_url_query(inputs)
});
/**
* | output |
* | --- |
* | "The service address must start with https://." |
*
* @param {Core_Url_SchemeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_scheme = /** @type {((inputs?: Core_Url_SchemeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_SchemeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_scheme(inputs)
	return __en.core_url_scheme(inputs)
});
/**
* | output |
* | --- |
* | "The service address is too long." |
*
* @param {Core_Url_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_too_long = /** @type {((inputs?: Core_Url_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_too_long(inputs)
	return __en.core_url_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter the exact User-Agent the token was created with (plain ASCII)." |
*
* @param {Core_User_Agent_ExactInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_exact = /** @type {((inputs?: Core_User_Agent_ExactInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_User_Agent_ExactInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_user_agent_exact(inputs)
	return __en.core_user_agent_exact(inputs)
});
/**
* | output |
* | --- |
* | "The User-Agent must be text." |
*
* @param {Core_User_Agent_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_not_text = /** @type {((inputs?: Core_User_Agent_Not_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_User_Agent_Not_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_user_agent_not_text(inputs)
	return __en.core_user_agent_not_text(inputs)
});
/**
* | output |
* | --- |
* | "The User-Agent is too long." |
*
* @param {Core_User_Agent_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_too_long = /** @type {((inputs?: Core_User_Agent_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_User_Agent_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_user_agent_too_long(inputs)
	return __en.core_user_agent_too_long(inputs)
});
/**
* | output |
* | --- |
* | "the new project" |
*
* @param {Core_What_New_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_new_project = /** @type {((inputs?: Core_What_New_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_What_New_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_what_new_project(inputs)
	return __en.core_what_new_project(inputs)
});
/**
* | output |
* | --- |
* | "the project" |
*
* @param {Core_What_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_project = /** @type {((inputs?: Core_What_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_What_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_what_project(inputs)
	return __en.core_what_project(inputs)
});
/**
* | output |
* | --- |
* | "the project list" |
*
* @param {Core_What_Project_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_project_list = /** @type {((inputs?: Core_What_Project_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_What_Project_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_what_project_list(inputs)
	return __en.core_what_project_list(inputs)
});
/**
* | output |
* | --- |
* | "the sign-in" |
*
* @param {Core_What_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_sign_in = /** @type {((inputs?: Core_What_Sign_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_What_Sign_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_what_sign_in(inputs)
	return __en.core_what_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "the updated project" |
*
* @param {Core_What_Updated_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_updated_project = /** @type {((inputs?: Core_What_Updated_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_What_Updated_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_what_updated_project(inputs)
	return __en.core_what_updated_project(inputs)
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