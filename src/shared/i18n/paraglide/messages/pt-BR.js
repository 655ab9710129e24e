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

export const core_account_gone = /** @type {(inputs: Core_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa conta não está mais na lista do Timetray.`)
};

export const core_account_id_hint = /** @type {(inputs: Core_Account_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID da conta é o código curto depois de /a/ no endereço do aplicativo web.`)
};

export const core_account_id_not_text = /** @type {(inputs: Core_Account_Id_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID da conta deve ser texto.`)
};

export const core_account_key_missing = /** @type {(inputs: Core_Account_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A conta deve ser indicada pela sua chave.`)
};

export const core_account_key_too_long = /** @type {(inputs: Core_Account_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave da conta é longa demais.`)
};

export const core_address_mismatch = /** @type {(inputs: Core_Address_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O endereço de ${i?.account} no settings.json não corresponde à entrada no chaveiro — entre novamente.`)
};

export const core_api_answer_cut_off = /** @type {(inputs: Core_Api_Answer_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta de ${i?.origin} foi interrompida antes de terminar — tente de novo.`)
};

export const core_api_answer_no_project = /** @type {(inputs: Core_Api_Answer_No_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta do serviço (${i?.what}) não traz nenhum projeto legível (ID e nome).`)
};

export const core_api_answer_too_big = /** @type {(inputs: Core_Api_Answer_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma resposta maior do que o Timetray aceita (mais de ${i?.size}).`)
};

export const core_api_answer_unreadable = /** @type {(inputs: Core_Api_Answer_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta do serviço (${i?.what}) traz dados que o Timetray não consegue ler.`)
};

export const core_api_answer_web_page = /** @type {(inputs: Core_Api_Answer_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta do serviço (${i?.what}) é uma página web em vez de dados — o endereço do serviço está certo?`)
};

export const core_api_bad_sign_in = /** @type {(inputs: Core_Api_Bad_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço não aceitou este e-mail, senha e ID da conta.`)
};

export const core_api_forbidden = /** @type {(inputs: Core_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta não tem permissão para fazer isso.`)
};

export const core_api_no_token = /** @type {(inputs: Core_Api_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há token para enviar — entre primeiro.`)
};

export const core_api_no_user_agent = /** @type {(inputs: Core_Api_No_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sessão salva não tem User-Agent — entre novamente.`)
};

export const core_api_not_found = /** @type {(inputs: Core_Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço não conhece este item (ele pode ter sido apagado).`)
};

export const core_api_rate_limited = /** @type {(inputs: Core_Api_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço está recebendo requisições demais — tente de novo daqui a pouco.`)
};

export const core_api_redirect = /** @type {(inputs: Core_Api_RedirectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço respondeu com um redirecionamento (HTTP ${i?.status}) para ${i?.target}; o Timetray não segue redirecionamentos — confira o endereço do serviço.`)
};

export const core_api_redirect_elsewhere = /** @type {(inputs: Core_Api_Redirect_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`outro endereço`)
};

export const core_api_refused = /** @type {(inputs: Core_Api_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço recusou a requisição (HTTP ${i?.status}).`)
};

export const core_api_retry_in = /** @type {(inputs: Core_Api_Retry_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} (tente de novo em ${i?.seconds} s)`)
};

export const core_api_server_failed = /** @type {(inputs: Core_Api_Server_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço falhou (HTTP ${i?.status}) — tente de novo mais tarde.`)
};

export const core_api_session_ended_because = /** @type {(inputs: Core_Api_Session_Ended_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço encerrou esta sessão (${i?.server}) — entre novamente.`)
};

export const core_api_unavailable = /** @type {(inputs: Core_Api_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço está inacessível ou sobrecarregado agora (HTTP ${i?.status}) — tente de novo daqui a pouco.`)
};

export const core_api_user_agent_unsendable = /** @type {(inputs: Core_Api_User_Agent_UnsendableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O User-Agent contém caracteres que um cabeçalho não pode levar.`)
};

export const core_autostart_line_break = /** @type {(inputs: Core_Autostart_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um comando de início automático não pode conter quebra de linha.`)
};

export const core_ca_cannot_read = /** @type {(inputs: Core_Ca_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não pode ser lido (${i?.code})`)
};

export const core_ca_damaged = /** @type {(inputs: Core_Ca_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o certificado ${i?.number} em ${i?.file} está danificado e não pode ser lido`)
};

export const core_ca_is_folder = /** @type {(inputs: Core_Ca_Is_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} é uma pasta`)
};

export const core_ca_missing = /** @type {(inputs: Core_Ca_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não existe`)
};

export const core_ca_no_certificate = /** @type {(inputs: Core_Ca_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não tem nenhum certificado PEM (-----BEGIN CERTIFICATE-----); exporte a CA como PEM (Base64), não DER`)
};

export const core_ca_no_pem = /** @type {(inputs: Core_Ca_No_PemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo de CA ${i?.file} não tem nenhum certificado PEM — exporte a CA como PEM (Base64).`)
};

export const core_ca_not_a_file = /** @type {(inputs: Core_Ca_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`é ${i?.kind}, não um arquivo`)
};

export const core_ca_not_regular = /** @type {(inputs: Core_Ca_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}; escolha o próprio arquivo PEM`)
};

export const core_ca_unreadable = /** @type {(inputs: Core_Ca_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível ler o arquivo de CA extra ${i?.file} (${i?.reason}). ${i?.fix}`)
};

export const core_closed_during = /** @type {(inputs: Core_Closed_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray foi fechado durante a requisição.`)
};

export const core_customer_id_not_number = /** @type {(inputs: Core_Customer_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente deve ser um número.`)
};

export const core_customer_id_not_positive = /** @type {(inputs: Core_Customer_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente deve ser positivo.`)
};

export const core_customer_id_not_whole = /** @type {(inputs: Core_Customer_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente deve ser um número inteiro.`)
};

export const core_customer_id_too_large = /** @type {(inputs: Core_Customer_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente é grande demais.`)
};

export const core_customer_name_empty = /** @type {(inputs: Core_Customer_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do cliente não pode ficar vazio.`)
};

export const core_customer_name_not_text = /** @type {(inputs: Core_Customer_Name_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do cliente deve ser texto.`)
};

export const core_customer_name_too_long = /** @type {(inputs: Core_Customer_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O nome do cliente pode ter no máximo ${i?.max} caracteres.`)
};

export const core_customer_name_unshown = /** @type {(inputs: Core_Customer_Name_UnshownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do cliente não pode conter caracteres de controle (como tabulações ou códigos de escape), controles de direção do texto nem caracteres invisíveis.`)
};

export const core_email_invalid = /** @type {(inputs: Core_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um endereço de e-mail válido.`)
};

export const core_email_not_text = /** @type {(inputs: Core_Email_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O e-mail deve ser texto.`)
};

export const core_email_too_long = /** @type {(inputs: Core_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O e-mail é longo demais.`)
};

export const core_file_cannot_delete = /** @type {(inputs: Core_File_Cannot_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível apagar ${i?.file}`)
};

export const core_file_cannot_lock = /** @type {(inputs: Core_File_Cannot_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível bloquear ${i?.file}`)
};

export const core_file_cannot_read = /** @type {(inputs: Core_File_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível ler ${i?.file}`)
};

export const core_file_cannot_save = /** @type {(inputs: Core_File_Cannot_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível salvar ${i?.file}`)
};

export const core_file_disk_full = /** @type {(inputs: Core_File_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o disco está cheio`)
};

export const core_file_fix_check_disk = /** @type {(inputs: Core_File_Fix_Check_DiskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique o disco de ${i?.folder}.`)
};

export const core_file_fix_check_read = /** @type {(inputs: Core_File_Fix_Check_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique se ${i?.target} existe e se você pode lê-lo.`)
};

export const core_file_fix_check_write = /** @type {(inputs: Core_File_Fix_Check_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique se ${i?.target} existe e se você pode gravar nele.`)
};

export const core_file_fix_close_programs = /** @type {(inputs: Core_File_Fix_Close_ProgramsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feche alguns programas e tente de novo.`)
};

export const core_file_fix_free_space = /** @type {(inputs: Core_File_Fix_Free_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Libere espaço no disco de ${i?.folder} e tente de novo.`)
};

export const core_file_fix_move_away = /** @type {(inputs: Core_File_Fix_Move_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tire-a do caminho (mv "${i?.file}" "${i?.file}.bak") e tente de novo.`)
};

export const core_file_fix_move_that = /** @type {(inputs: Core_File_Fix_Move_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tire esse arquivo do caminho e tente de novo.`)
};

export const core_file_fix_own_file = /** @type {(inputs: Core_File_Fix_Own_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Torne-o seu de novo: sudo chown "$USER" "${i?.file}" && chmod u+rw "${i?.file}"`)
};

export const core_file_fix_own_folder = /** @type {(inputs: Core_File_Fix_Own_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Torne a pasta sua de novo: sudo chown -R "$USER" "${i?.folder}" && chmod -R u+rwX "${i?.folder}"`)
};

export const core_file_fix_quota = /** @type {(inputs: Core_File_Fix_QuotaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Libere espaço no disco de ${i?.folder} (ou peça uma cota maior) e tente de novo.`)
};

export const core_file_fix_remount = /** @type {(inputs: Core_File_Fix_RemountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monte-o de novo com leitura e escrita, ou aponte TIMETRAY_CONFIG_DIR para uma pasta gravável.`)
};

export const core_file_io_error = /** @type {(inputs: Core_File_Io_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o disco informou um erro de entrada/saída`)
};

export const core_file_is_folder = /** @type {(inputs: Core_File_Is_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`é uma pasta onde o Timetray mantém um arquivo`)
};

export const core_file_not_folder = /** @type {(inputs: Core_File_Not_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uma parte de ${i?.folder} é um arquivo, não uma pasta`)
};

export const core_file_permission = /** @type {(inputs: Core_File_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissão negada — ele pode pertencer a outro usuário (por exemplo, depois de \`sudo timetray …\`)`)
};

export const core_file_quota = /** @type {(inputs: Core_File_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sua cota de disco acabou`)
};

export const core_file_read_only = /** @type {(inputs: Core_File_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o sistema de arquivos de ${i?.folder} é somente leitura`)
};

export const core_file_too_many_open = /** @type {(inputs: Core_File_Too_Many_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`há arquivos abertos demais neste computador`)
};

export const core_first_screen_id = /** @type {(inputs: Core_First_Screen_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A primeira tela deve ser indicada pelo seu número.`)
};

export const core_import_needs_all = /** @type {(inputs: Core_Import_Needs_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`São necessários o token, o User-Agent com que ele foi criado, o ID da conta e o e-mail.`)
};

export const core_input_invalid = /** @type {(inputs: Core_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O valor informado não é válido.`)
};

export const core_internal = /** @type {(inputs: Core_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo deu errado dentro do Timetray. Tente de novo.`)
};

export const core_keychain_failed_delete = /** @type {(inputs: Core_Keychain_Failed_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro do sistema não conseguiu apagar o token: ${i?.detail}. Verifique se o seu chaveiro está instalado, em execução e desbloqueado.`)
};

export const core_keychain_failed_read = /** @type {(inputs: Core_Keychain_Failed_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro do sistema não conseguiu ler o token: ${i?.detail}. Verifique se o seu chaveiro está instalado, em execução e desbloqueado.`)
};

export const core_keychain_failed_store = /** @type {(inputs: Core_Keychain_Failed_StoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro do sistema não conseguiu salvar o token: ${i?.detail}. Verifique se o seu chaveiro está instalado, em execução e desbloqueado.`)
};

export const core_keychain_locked = /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O chaveiro está bloqueado: desbloqueie o chaveiro 'login' (em Senhas e chaves, ou saindo da sessão do computador e entrando de novo) e tente de novo.`)
};

export const core_keychain_locked_unknown = /** @type {(inputs: Core_Keychain_Locked_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Até lá, o Timetray não consegue saber se você está com a sessão aberta.`)
};

export const core_keychain_no_collection = /** @type {(inputs: Core_Keychain_No_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O chaveiro não tem uma coleção padrão ("login") e não foi possível criar uma porque nenhum pedido de senha pôde ser mostrado. Crie um chaveiro padrão em Senhas e chaves (seahorse), ou inicie \`gnome-keyring-daemon --unlock\` com uma senha na entrada padrão, e tente de novo.`)
};

export const core_keychain_no_dbus = /** @type {(inputs: Core_Keychain_No_DbusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem sessão D-Bus: o chaveiro (Secret Service) é acessado pelo D-Bus, mas DBUS_SESSION_BUS_ADDRESS não está definido ou não aponta para nenhum barramento em execução. Rode o Timetray dentro de uma sessão do computador, ou execute o comando com \`dbus-run-session -- …\` e um serviço de chaveiro iniciado.`)
};

export const core_keychain_no_provider = /** @type {(inputs: Core_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum provedor do Secret Service: nada na sessão D-Bus oferece org.freedesktop.secrets. Instale e inicie um chaveiro, por exemplo o GNOME Keyring (\`apt install gnome-keyring\`) ou o KWallet com o Secret Service ativado, e tente de novo.`)
};

export const core_keychain_not_keeping = /** @type {(inputs: Core_Keychain_Not_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O chaveiro não salvou uma entrada de teste (o que foi lido de volta é diferente do que foi gravado). Verifique se o seu chaveiro está instalado, em execução e desbloqueado, e tente de novo.`)
};

export const core_keytar_abi = /** @type {(inputs: Core_Keytar_AbiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a parte nativa foi compilada para outra versão do Node.js/Electron (ABI diferente)`)
};

export const core_keytar_damaged = /** @type {(inputs: Core_Keytar_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a parte nativa (keytar.node) está danificada ou foi compilada para outro sistema (${i?.detail})`)
};

export const core_keytar_load_failed = /** @type {(inputs: Core_Keytar_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ele não carregou (${i?.detail})`)
};

export const core_keytar_missing = /** @type {(inputs: Core_Keytar_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ele não está instalado`)
};

export const core_keytar_no_libsecret = /** @type {(inputs: Core_Keytar_No_LibsecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`falta a biblioteca libsecret (Debian/Ubuntu: \`apt install libsecret-1-0\`)`)
};

export const core_keytar_unusable = /** @type {(inputs: Core_Keytar_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O módulo do chaveiro (keytar) não pode ser usado: ${i?.why}. Reinstale o Timetray; numa cópia do código-fonte, rode \`npm rebuild keytar\` (para o Electron: \`npx electron-rebuild -o keytar\`).`)
};

export const core_kind_device = /** @type {(inputs: Core_Kind_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um dispositivo`)
};

export const core_kind_fifo = /** @type {(inputs: Core_Kind_FifoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um pipe nomeado (FIFO)`)
};

export const core_kind_folder = /** @type {(inputs: Core_Kind_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uma pasta`)
};

export const core_kind_other = /** @type {(inputs: Core_Kind_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`algo que não é um arquivo comum`)
};

export const core_kind_socket = /** @type {(inputs: Core_Kind_SocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um socket`)
};

export const core_left_behind = /** @type {(inputs: Core_Left_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão encerrada. Ficou neste computador: ${i?.what}`)
};

export const core_left_saved_details = /** @type {(inputs: Core_Left_Saved_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`os detalhes de projetos salvos`)
};

export const core_left_saved_list = /** @type {(inputs: Core_Left_Saved_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a lista de projetos salva`)
};

export const core_left_settings = /** @type {(inputs: Core_Left_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o encerramento da sessão nas configurações`)
};

export const core_list_no_readable_item = /** @type {(inputs: Core_List_No_Readable_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma lista de projetos que o Timetray não consegue ler (nenhum dos seus ${i?.count} itens tem ID e nome).`)
};

export const core_list_not_a_list = /** @type {(inputs: Core_List_Not_A_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma lista de projetos que o Timetray não consegue ler (não há lista de projetos nela).`)
};

export const core_lock_held_pid = /** @type {(inputs: Core_Lock_Held_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Outro processo do Timetray (pid ${i?.pid}) está com ${i?.lock} há mais de ${i?.seconds} s. Tente de novo; se nenhum Timetray estiver aberto, apague esse arquivo (rm "${i?.lock}").`)
};

export const core_lock_held_unknown = /** @type {(inputs: Core_Lock_Held_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Outro processo está com ${i?.lock} há mais de ${i?.seconds} s. Tente de novo; se nenhum Timetray estiver aberto, apague esse arquivo (rm "${i?.lock}").`)
};

export const core_lock_wait_pid = /** @type {(inputs: Core_Lock_Wait_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aguardando outro processo do Timetray (pid ${i?.pid}) que está com ${i?.lock}…`)
};

export const core_lock_wait_unknown = /** @type {(inputs: Core_Lock_Wait_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aguardando ${i?.lock}, que outro processo acabou de pegar…`)
};

export const core_needs_app = /** @type {(inputs: Core_Needs_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isto precisa do aplicativo Timetray; use \`timetray config\` num terminal.`)
};

export const core_no_account = /** @type {(inputs: Core_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta está com a sessão aberta — entre primeiro.`)
};

export const core_no_such_account = /** @type {(inputs: Core_No_Such_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há nenhuma conta "${i?.key}" — ela pode ter sido removida.`)
};

export const core_no_token = /** @type {(inputs: Core_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há token desta conta no chaveiro — entre novamente.`)
};

export const core_not_a_file = /** @type {(inputs: Core_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} é ${i?.kind}, não um arquivo`)
};

export const core_not_a_valid_setting = /** @type {(inputs: Core_Not_A_Valid_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não é uma configuração válida`)
};

export const core_not_saved = /** @type {(inputs: Core_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: ${i?.why}`)
};

export const core_not_saved_ca = /** @type {(inputs: Core_Not_Saved_CaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: ${i?.problem}.`)
};

export const core_not_saved_ca_expired = /** @type {(inputs: Core_Not_Saved_Ca_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: todos os certificados em ${i?.file} venceram (o último em ${i?.date}); peça o certificado de CA renovado.`)
};

export const core_not_saved_offline_details = /** @type {(inputs: Core_Not_Saved_Offline_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os detalhes do projeto estão na tela, mas não puderam ser salvos neste computador para uso offline. ${i?.problem}`)
};

export const core_not_saved_offline_list = /** @type {(inputs: Core_Not_Saved_Offline_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A lista de projetos está na tela, mas não pôde ser salva neste computador para uso offline. ${i?.problem}`)
};

export const core_password_empty = /** @type {(inputs: Core_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite sua senha.`)
};

export const core_password_not_text = /** @type {(inputs: Core_Password_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha deve ser texto.`)
};

export const core_password_too_long = /** @type {(inputs: Core_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha é longa demais.`)
};

export const core_pref_boolean = /** @type {(inputs: Core_Pref_BooleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} deve ser true ou false; usando ${i?.value}`)
};

export const core_pref_ca_file_relative = /** @type {(inputs: Core_Pref_Ca_File_RelativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A configuração do arquivo de CA não é um caminho absoluto, por isso é ignorada; defina-a de novo com o caminho completo (timetray config set caFile FILE)`)
};

export const core_pref_language = /** @type {(inputs: Core_Pref_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`language deve ser ${i?.choices}; usando auto (o idioma do sistema)`)
};

export const core_pref_not_object = /** @type {(inputs: Core_Pref_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"preferences" não é um objeto, por isso todas as preferências estão no padrão`)
};

export const core_pref_refresh_interval = /** @type {(inputs: Core_Pref_Refresh_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refreshIntervalMinutes deve ser 5, 15, 30, 60 ou null (manual); usando 15`)
};

export const core_pref_shortcut = /** @type {(inputs: Core_Pref_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`globalShortcut não é um atalho que o Timetray entende (por exemplo "CommandOrControl+Alt+T"); o atalho está desligado`)
};

export const core_project_id_not_number = /** @type {(inputs: Core_Project_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto deve ser um número.`)
};

export const core_project_id_not_positive = /** @type {(inputs: Core_Project_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto deve ser positivo.`)
};

export const core_project_id_not_whole = /** @type {(inputs: Core_Project_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto deve ser um número inteiro.`)
};

export const core_project_id_too_large = /** @type {(inputs: Core_Project_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto é grande demais.`)
};

export const core_project_ids_not_list = /** @type {(inputs: Core_Project_Ids_Not_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os IDs dos projetos devem ser uma lista.`)
};

export const core_project_ids_too_many = /** @type {(inputs: Core_Project_Ids_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} projetos por vez.`)
};

export const core_project_needs_name = /** @type {(inputs: Core_Project_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um projeto precisa de um nome.`)
};

export const core_project_no_fields = /** @type {(inputs: Core_Project_No_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum campo do projeto informado.`)
};

export const core_project_nothing_to_change = /** @type {(inputs: Core_Project_Nothing_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada para mudar: nenhum campo do projeto informado.`)
};

export const core_request_not_understood = /** @type {(inputs: Core_Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição não foi entendida.`)
};

export const core_session_ended = /** @type {(inputs: Core_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço encerrou esta sessão — entre novamente.`)
};

export const core_settings_bad_shape = /** @type {(inputs: Core_Settings_Bad_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não tem o formato esperado`)
};

export const core_settings_moved_to = /** @type {(inputs: Core_Settings_Moved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ele foi movido para ${i?.aside}`)
};

export const core_settings_newer = /** @type {(inputs: Core_Settings_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas configurações foram gravadas por um Timetray mais novo; atualize o Timetray para usá-las.`)
};

export const core_settings_not_json = /** @type {(inputs: Core_Settings_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não é um JSON válido`)
};

export const core_settings_not_moved = /** @type {(inputs: Core_Settings_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível tirá-lo do caminho, e ele será substituído no próximo salvamento`)
};

export const core_settings_reset = /** @type {(inputs: Core_Settings_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu arquivo de configurações ${i?.file} ${i?.why}. ${i?.where}; o Timetray começou com configurações vazias — adicione suas contas de novo e entre novamente.`)
};

export const core_shortcut_not_understood = /** @type {(inputs: Core_Shortcut_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é um atalho que o Timetray entende; use modificadores e uma tecla, por exemplo CommandOrControl+Alt+T.`)
};

export const core_sign_in_bad_account_id = /** @type {(inputs: Core_Sign_In_Bad_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço aceitou a entrada, mas enviou um ID da conta inutilizável.`)
};

export const core_sign_in_changed = /** @type {(inputs: Core_Sign_In_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A entrada mudou enquanto o Timetray consultava o serviço — tente de novo.`)
};

export const core_sign_in_fields_missing = /** @type {(inputs: Core_Sign_In_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o e-mail, a senha e o ID da conta.`)
};

export const core_sign_in_incomplete = /** @type {(inputs: Core_Sign_In_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O formulário de entrada está incompleto.`)
};

export const core_sign_in_no_token = /** @type {(inputs: Core_Sign_In_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço aceitou a entrada, mas não enviou nenhum token.`)
};

export const core_signed_out_during = /** @type {(inputs: Core_Signed_Out_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sessão foi encerrada durante a atualização.`)
};

export const core_summary_archived = /** @type {(inputs: Core_Summary_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — arquivado`)
};

export const core_summary_as_of = /** @type {(inputs: Core_Summary_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`_atualizado em ${i?.when}_`)
};

export const core_summary_customer = /** @type {(inputs: Core_Summary_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Cliente: ${i?.customer}`)
};

export const core_summary_customer_number = /** @type {(inputs: Core_Summary_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente nº ${i?.id}`)
};

export const core_summary_hours = /** @type {(inputs: Core_Summary_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Horas: ${i?.hours}`)
};

export const core_summary_members = /** @type {(inputs: Core_Summary_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Membros: ${i?.count}`)
};

export const core_summary_no_customer = /** @type {(inputs: Core_Summary_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem cliente`)
};

export const core_summary_open_tasks = /** @type {(inputs: Core_Summary_Open_TasksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Tarefas abertas: ${i?.count}`)
};

export const core_summary_value = /** @type {(inputs: Core_Summary_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Valor: ${i?.value}`)
};

export const core_token_bad_characters = /** @type {(inputs: Core_Token_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token não pode ser enviado ao serviço: ele contém caracteres que um cabeçalho de requisição não pode levar (espaços, caracteres de controle ou letras fora do ASCII). Entre novamente ou importe um token correto.`)
};

export const core_token_empty = /** @type {(inputs: Core_Token_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cole o token.`)
};

export const core_token_form_incomplete = /** @type {(inputs: Core_Token_Form_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O formulário do token está incompleto.`)
};

export const core_token_gone_but = /** @type {(inputs: Core_Token_Gone_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token foi revogado e apagado do chaveiro, mas a conta continua na lista: ${i?.why}`)
};

export const core_token_no_spaces = /** @type {(inputs: Core_Token_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um token não tem espaços nem caracteres especiais.`)
};

export const core_token_not_text = /** @type {(inputs: Core_Token_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token deve ser texto.`)
};

export const core_token_refused = /** @type {(inputs: Core_Token_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço recusou este token — confira o token e o User-Agent exato com que ele foi criado.`)
};

export const core_token_too_long = /** @type {(inputs: Core_Token_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token não pode ser enviado ao serviço: ele tem ${i?.length} caracteres, e um token com mais de ${i?.max} não cabe num cabeçalho de requisição. Entre novamente ou importe um token correto.`)
};

export const core_token_too_long_input = /** @type {(inputs: Core_Token_Too_Long_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token é longo demais.`)
};

export const core_url_credentials = /** @type {(inputs: Core_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço não pode conter nome de usuário nem senha.`)
};

export const core_url_empty = /** @type {(inputs: Core_Url_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o endereço do serviço, por exemplo https://app.rabbiit.com/api/v1.`)
};

export const core_url_insecure = /** @type {(inputs: Core_Url_InsecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve começar com https:// — um token nunca é enviado por HTTP simples.`)
};

export const core_url_malformed = /** @type {(inputs: Core_Url_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço está malformado — escreva-o como https://host/api/v1.`)
};

export const core_url_not_text = /** @type {(inputs: Core_Url_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve ser texto.`)
};

export const core_url_query = /** @type {(inputs: Core_Url_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço não pode conter consulta (?…) nem fragmento (#…).`)
};

export const core_url_scheme = /** @type {(inputs: Core_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve começar com https://.`)
};

export const core_url_too_long = /** @type {(inputs: Core_Url_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço é longo demais.`)
};

export const core_user_agent_exact = /** @type {(inputs: Core_User_Agent_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite exatamente o User-Agent com que o token foi criado (ASCII simples).`)
};

export const core_user_agent_not_text = /** @type {(inputs: Core_User_Agent_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O User-Agent deve ser texto.`)
};

export const core_user_agent_too_long = /** @type {(inputs: Core_User_Agent_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O User-Agent é longo demais.`)
};

export const core_what_new_project = /** @type {(inputs: Core_What_New_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`novo projeto`)
};

export const core_what_project = /** @type {(inputs: Core_What_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`projeto`)
};

export const core_what_project_list = /** @type {(inputs: Core_What_Project_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lista de projetos`)
};

export const core_what_sign_in = /** @type {(inputs: Core_What_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entrada`)
};

export const core_what_updated_project = /** @type {(inputs: Core_What_Updated_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`projeto atualizado`)
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