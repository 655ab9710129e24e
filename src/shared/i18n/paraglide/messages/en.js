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
/** @typedef {{}} Budget_Account_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Budget_Alert_PassedInputs */
/** @typedef {{}} Budget_Alerts_HintInputs */
/** @typedef {{}} Budget_Alerts_LabelInputs */
/** @typedef {{}} Budget_Both_EmptyInputs */
/** @typedef {{}} Budget_Change_ButtonInputs */
/** @typedef {{}} Budget_Clear_ButtonInputs */
/** @typedef {{}} Budget_ClearedInputs */
/** @typedef {{ option: NonNullable<unknown>, example: NonNullable<unknown>, text: NonNullable<unknown> }} Budget_Cli_Bad_NumberInputs */
/** @typedef {{ hours: NonNullable<unknown>, value: NonNullable<unknown> }} Budget_Cli_BothInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_Cell_OverInputs */
/** @typedef {{}} Budget_Cli_Clear_AloneInputs */
/** @typedef {{}} Budget_Cli_Clear_OptionInputs */
/** @typedef {{ project: NonNullable<unknown> }} Budget_Cli_ClearedInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Budget_Cli_HoursInputs */
/** @typedef {{}} Budget_Cli_Hours_OptionInputs */
/** @typedef {{}} Budget_Cli_LabelInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_NearInputs */
/** @typedef {{}} Budget_Cli_No_AccountInputs */
/** @typedef {{}} Budget_Cli_NotesInputs */
/** @typedef {{}} Budget_Cli_Nothing_GivenInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_OverInputs */
/** @typedef {{ percent: NonNullable<unknown>, limit: NonNullable<unknown> }} Budget_Cli_ProgressInputs */
/** @typedef {{ limit: NonNullable<unknown>, id: NonNullable<unknown> }} Budget_Cli_Progress_UnknownInputs */
/** @typedef {{ project: NonNullable<unknown>, limit: NonNullable<unknown> }} Budget_Cli_SetInputs */
/** @typedef {{}} Budget_Cli_SummaryInputs */
/** @typedef {{}} Budget_Cli_Value_OptionInputs */
/** @typedef {{}} Budget_Currency_HintInputs */
/** @typedef {{}} Budget_Currency_IgnoredInputs */
/** @typedef {{}} Budget_Currency_LabelInputs */
/** @typedef {{}} Budget_Currency_NoneInputs */
/** @typedef {{}} Budget_Editor_HintInputs */
/** @typedef {{}} Budget_EmptyInputs */
/** @typedef {{}} Budget_HeadingInputs */
/** @typedef {{}} Budget_Hours_FieldInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Hours_Field_InvalidInputs */
/** @typedef {{}} Budget_Hours_InvalidInputs */
/** @typedef {{ percent: NonNullable<unknown>, hours: NonNullable<unknown> }} Budget_Hours_OfInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Budget_Hours_UnknownInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Budget_MarkerInputs */
/** @typedef {{}} Budget_NearInputs */
/** @typedef {{}} Budget_NoneInputs */
/** @typedef {{ id: NonNullable<unknown> }} Budget_Not_In_ListInputs */
/** @typedef {{}} Budget_OverInputs */
/** @typedef {{}} Budget_Progress_LabelInputs */
/** @typedef {{}} Budget_SavedInputs */
/** @typedef {{}} Budget_Set_ButtonInputs */
/** @typedef {{}} Budget_Shape_InvalidInputs */
/** @typedef {{}} Budget_Value_FieldInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Value_Field_InvalidInputs */
/** @typedef {{}} Budget_Value_InvalidInputs */
/** @typedef {{ spent: NonNullable<unknown>, budget: NonNullable<unknown> }} Budget_Value_OfInputs */
/** @typedef {{ budget: NonNullable<unknown> }} Budget_Value_UnknownInputs */
/** @typedef {{}} Budget_Web_App_UnsafeInputs */
/** @typedef {{}} Ca_Choose_AgainInputs */
/** @typedef {{}} Ca_File_HintInputs */
/** @typedef {{}} Ca_File_RemovedInputs */
/** @typedef {{}} Ca_File_SavedInputs */
/** @typedef {{}} Ca_Give_Flag_AgainInputs */
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
/** @typedef {{}} Cli_Accepted_CurrencyInputs */
/** @typedef {{}} Cli_Accepted_IntervalInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Cli_Accepted_LanguageInputs */
/** @typedef {{}} Cli_Accepted_ShortcutInputs */
/** @typedef {{ options: NonNullable<unknown> }} Cli_AcceptsInputs */
/** @typedef {{ key: NonNullable<unknown> }} Cli_Account_Key_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown>, baseUrl: NonNullable<unknown>, state: NonNullable<unknown>, lastUsed: NonNullable<unknown> }} Cli_Account_LineInputs */
/** @typedef {{}} Cli_Archived_FlagInputs */
/** @typedef {{ expected: NonNullable<unknown>, usage: NonNullable<unknown>, got: NonNullable<unknown> }} Cli_Argument_CountInputs */
/** @typedef {{ least: NonNullable<unknown>, most: NonNullable<unknown> }} Cli_Argument_RangeInputs */
/** @typedef {{}} Cli_Ask_Account_IdInputs */
/** @typedef {{}} Cli_Ask_Account_Id_LoginInputs */
/** @typedef {{}} Cli_Ask_EmailInputs */
/** @typedef {{}} Cli_Ask_PasswordInputs */
/** @typedef {{}} Cli_Ask_Service_AddressInputs */
/** @typedef {{}} Cli_Ask_TokenInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli_Bad_ShortcutInputs */
/** @typedef {{}} Cli_Billable_By_PersonInputs */
/** @typedef {{}} Cli_Billable_By_ProjectInputs */
/** @typedef {{ problem: NonNullable<unknown>, fix: NonNullable<unknown> }} Cli_Ca_File_FlagInputs */
/** @typedef {{ problem: NonNullable<unknown>, fix: NonNullable<unknown> }} Cli_Ca_UnusableInputs */
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
/** @typedef {{}} Cli_Projects_Hours_UnknownInputs */
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
/** @typedef {{ cause: NonNullable<unknown>, url: NonNullable<unknown> }} Cli_Webapp_Open_FailedInputs */
/** @typedef {{ url: NonNullable<unknown> }} Cli_Webapp_Open_OpeningInputs */
/** @typedef {{}} Cli_Webapp_Open_Print_OptionInputs */
/** @typedef {{}} Cli_Webapp_Open_SummaryInputs */
/** @typedef {{ example: NonNullable<unknown> }} Cli_What_To_CheckInputs */
/** @typedef {{}} Cli_YesInputs */
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
/** @typedef {{}} Core_Autostart_CommentInputs */
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
/** @typedef {{ seconds: NonNullable<unknown> }} Core_Keychain_No_AnswerInputs */
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
/** @typedef {{}} Core_Request_Not_UnderstoodInputs */
/** @typedef {{}} Core_Session_EndedInputs */
/** @typedef {{}} Core_Settings_Bad_ShapeInputs */
/** @typedef {{ aside: NonNullable<unknown> }} Core_Settings_Moved_ToInputs */
/** @typedef {{}} Core_Settings_NewerInputs */
/** @typedef {{}} Core_Settings_Not_JsonInputs */
/** @typedef {{}} Core_Settings_Not_MovedInputs */
/** @typedef {{ file: NonNullable<unknown>, problems: NonNullable<unknown> }} Core_Settings_ProblemsInputs */
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
/** @typedef {{}} Core_What_ProjectInputs */
/** @typedef {{}} Core_What_Project_ListInputs */
/** @typedef {{}} Core_What_Sign_InInputs */
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
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Doctor_Ca_CertificatesInputs */
/** @typedef {{ days: NonNullable<unknown>, shown: NonNullable<unknown> }} Doctor_Ca_Days_LeftInputs */
/** @typedef {{ file: NonNullable<unknown>, name: NonNullable<unknown>, within: NonNullable<unknown>, list: NonNullable<unknown> }} Doctor_Ca_Expires_SoonInputs */
/** @typedef {{ file: NonNullable<unknown>, certificates: NonNullable<unknown>, list: NonNullable<unknown>, left: NonNullable<unknown> }} Doctor_Ca_FineInputs */
/** @typedef {{}} Doctor_Ca_NoneInputs */
/** @typedef {{ file: NonNullable<unknown>, name: NonNullable<unknown>, list: NonNullable<unknown> }} Doctor_Ca_One_ExpiredInputs */
/** @typedef {{}} Doctor_Ca_Renew_FixInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Doctor_Ca_UnusableInputs */
/** @typedef {{ days: NonNullable<unknown>, shown: NonNullable<unknown> }} Doctor_Ca_Within_DaysInputs */
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
/** @typedef {{}} Pin_ButtonInputs */
/** @typedef {{ project: NonNullable<unknown> }} Pin_Cli_PinnedInputs */
/** @typedef {{}} Pin_Cli_SectionInputs */
/** @typedef {{}} Pin_Cli_SummaryInputs */
/** @typedef {{}} Pin_Cli_Unpin_SummaryInputs */
/** @typedef {{ project: NonNullable<unknown> }} Pin_Cli_UnpinnedInputs */
/** @typedef {{}} Pin_Flag_InvalidInputs */
/** @typedef {{ id: NonNullable<unknown> }} Pin_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Pin_Gone_NamedInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Pin_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pin_ProjectInputs */
/** @typedef {{}} Pin_SectionInputs */
/** @typedef {{}} Pin_StateInputs */
/** @typedef {{}} Pin_Tray_SectionInputs */
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
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown> }} Shell_Account_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown> }} Shell_Account_Item_Signed_OutInputs */
/** @typedef {{}} Shell_Add_AccountInputs */
/** @typedef {{}} Shell_Ca_Dialog_ButtonInputs */
/** @typedef {{}} Shell_Ca_Dialog_Filter_AllInputs */
/** @typedef {{}} Shell_Ca_Dialog_Filter_PemInputs */
/** @typedef {{}} Shell_Ca_Dialog_TitleInputs */
/** @typedef {{}} Shell_Keychain_LockedInputs */
/** @typedef {{}} Shell_Keychain_MacosInputs */
/** @typedef {{}} Shell_Keychain_WindowsInputs */
/** @typedef {{ place: NonNullable<unknown> }} Shell_Login_Needs_ApprovalInputs */
/** @typedef {{ file: NonNullable<unknown> }} Shell_Login_Not_ConfirmedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Shell_Login_Off_FailedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Shell_Login_On_FailedInputs */
/** @typedef {{}} Shell_Login_Place_MacosInputs */
/** @typedef {{}} Shell_Login_Place_WindowsInputs */
/** @typedef {{ place: NonNullable<unknown> }} Shell_Login_System_Says_OffInputs */
/** @typedef {{ place: NonNullable<unknown> }} Shell_Login_System_Says_OnInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Shell_Login_UnavailableInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Shell_More_CustomersInputs */
/** @typedef {{ countText: NonNullable<unknown> }} Shell_More_In_GroupInputs */
/** @typedef {{}} Shell_No_Active_ProjectsInputs */
/** @typedef {{}} Shell_No_ProjectsInputs */
/** @typedef {{ watcher: NonNullable<unknown> }} Shell_No_Tray_Host_DetailInputs */
/** @typedef {{}} Shell_No_Tray_Host_MessageInputs */
/** @typedef {{}} Shell_No_Tray_Host_TitleInputs */
/** @typedef {{}} Shell_Not_Refreshed_YetInputs */
/** @typedef {{}} Shell_Not_Signed_InInputs */
/** @typedef {{}} Shell_OpenInputs */
/** @typedef {{ name: NonNullable<unknown>, total: NonNullable<unknown> }} Shell_Project_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, total: NonNullable<unknown> }} Shell_Project_Item_ArchivedInputs */
/** @typedef {{}} Shell_QuitInputs */
/** @typedef {{}} Shell_RecentInputs */
/** @typedef {{}} Shell_RefreshInputs */
/** @typedef {{ accelerator: NonNullable<unknown>, reason: NonNullable<unknown> }} Shell_Shortcut_InvalidInputs */
/** @typedef {{ accelerator: NonNullable<unknown> }} Shell_Shortcut_Refused_WaylandInputs */
/** @typedef {{ accelerator: NonNullable<unknown> }} Shell_Shortcut_TakenInputs */
/** @typedef {{}} Shell_Show_AllInputs */
/** @typedef {{}} Shell_Sign_InInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Shell_Sign_Out_FailedInputs */
/** @typedef {{}} Shell_Start_Failure_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Start_Unexpected_ErrorInputs */
/** @typedef {{ name: NonNullable<unknown>, frame: NonNullable<unknown> }} Shell_Start_Unexpected_Error_AtInputs */
/** @typedef {{ type: NonNullable<unknown> }} Shell_Start_Unexpected_ValueInputs */
/** @typedef {{}} Shell_StartingInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Shell_Switch_Account_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Shell_Tooltip_ProjectsInputs */
/** @typedef {{}} Shell_Tooltip_Signed_OutInputs */
/** @typedef {{ file: NonNullable<unknown> }} Shell_Tray_Icon_MissingInputs */
/** @typedef {{ age: NonNullable<unknown> }} Shell_Updated_AgoInputs */
/** @typedef {{ time: NonNullable<unknown> }} Shell_Updated_AtInputs */
/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Shell_Updated_OnInputs */
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
/** @typedef {{}} Unpin_ButtonInputs */
/** @typedef {{ name: NonNullable<unknown> }} Unpin_ProjectInputs */
/** @typedef {{}} Unrevoked_NoticeInputs */
/** @typedef {{}} UpdatedInputs */
/** @typedef {{}} Use_TokenInputs */
/** @typedef {{}} Use_Token_LinkInputs */
/** @typedef {{}} Webapp_OpenInputs */
/** @typedef {{}} Webapp_Open_InInputs */
/** @typedef {{}} Webapp_Tray_OpenInputs */
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

export const budget_account_gone = /** @type {(inputs: Budget_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account is not in Timetray’s list any more.`)
};

export const budget_alert_passed = /** @type {(inputs: Budget_Alert_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passed ${i?.percent} % of its budget`)
};

export const budget_alerts_hint = /** @type {(inputs: Budget_Alerts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A notification when a project passes 80 % and 100 % of its budget.`)
};

export const budget_alerts_label = /** @type {(inputs: Budget_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget alerts`)
};

export const budget_both_empty = /** @type {(inputs: Budget_Both_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give hours, a value or both. To have no budget, use “Clear budget”.`)
};

export const budget_change_button = /** @type {(inputs: Budget_Change_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change budget…`)
};

export const budget_clear_button = /** @type {(inputs: Budget_Clear_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear budget`)
};

export const budget_cleared = /** @type {(inputs: Budget_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget cleared.`)
};

export const budget_cli_bad_number = /** @type {(inputs: Budget_Cli_Bad_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} must be a number greater than 0 such as ${i?.example}, without thousands separators; got "${i?.text}".`)
};

export const budget_cli_both = /** @type {(inputs: Budget_Cli_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} or ${i?.value}`)
};

export const budget_cli_cell_over = /** @type {(inputs: Budget_Cli_Cell_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⚠ ${i?.progress}`)
};

export const budget_cli_clear_alone = /** @type {(inputs: Budget_Cli_Clear_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--clear removes the budget: give it without --hours and --value.`)
};

export const budget_cli_clear_option = /** @type {(inputs: Budget_Cli_Clear_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove the budget (and what its alerts remembered)`)
};

export const budget_cli_cleared = /** @type {(inputs: Budget_Cli_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} has no budget any more.`)
};

export const budget_cli_hours = /** @type {(inputs: Budget_Cli_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const budget_cli_hours_option = /** @type {(inputs: Budget_Cli_Hours_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the hours agreed, e.g. 120 (or 7.5)`)
};

export const budget_cli_label = /** @type {(inputs: Budget_Cli_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

export const budget_cli_near = /** @type {(inputs: Budget_Cli_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — 80 % reached`)
};

export const budget_cli_no_account = /** @type {(inputs: Budget_Cli_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet — run \`timetray login\` first.`)
};

export const budget_cli_notes = /** @type {(inputs: Budget_Cli_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replaces the project's budget: what is not given is not budgeted. The app
notifies once at 80 % and once at 100 % of it (setting budgetAlerts).`)
};

export const budget_cli_nothing_given = /** @type {(inputs: Budget_Cli_Nothing_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give --hours, --value or both, or --clear to remove the budget.`)
};

export const budget_cli_over = /** @type {(inputs: Budget_Cli_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — over budget`)
};

export const budget_cli_progress = /** @type {(inputs: Budget_Cli_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % of ${i?.limit}`)
};

export const budget_cli_progress_unknown = /** @type {(inputs: Budget_Cli_Progress_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (progress known once the project's totals are fetched: timetray project ${i?.id})`)
};

export const budget_cli_set = /** @type {(inputs: Budget_Cli_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget of ${i?.project}: ${i?.limit}.`)
};

export const budget_cli_summary = /** @type {(inputs: Budget_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set project ID's budget in hours and/or value (kept on this computer,
per account: the service has no budget field), or remove it.`)
};

export const budget_cli_value_option = /** @type {(inputs: Budget_Cli_Value_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the value agreed, e.g. 15000 (or 15000.50), no thousands separators`)
};

export const budget_currency_hint = /** @type {(inputs: Budget_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API names no currency: values and rates show in this one, in your language's way.`)
};

export const budget_currency_ignored = /** @type {(inputs: Budget_Currency_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency must be none or a currency code such as BRL, EUR or USD; using none (plain numbers)`)
};

export const budget_currency_label = /** @type {(inputs: Budget_Currency_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const budget_currency_none = /** @type {(inputs: Budget_Currency_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None (plain numbers)`)
};

export const budget_editor_hint = /** @type {(inputs: Budget_Editor_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours, a value or both. Progress is the larger of the two.`)
};

export const budget_empty = /** @type {(inputs: Budget_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the budget in hours, in value or both; to remove a budget, clear it.`)
};

export const budget_heading = /** @type {(inputs: Budget_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

export const budget_hours_field = /** @type {(inputs: Budget_Hours_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

export const budget_hours_field_invalid = /** @type {(inputs: Budget_Hours_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hours must be a number above 0 and at most ${i?.max}, e.g. 120 — or leave it empty.`)
};

export const budget_hours_invalid = /** @type {(inputs: Budget_Hours_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The budget in hours must be a number greater than 0, such as 120.`)
};

export const budget_hours_of = /** @type {(inputs: Budget_Hours_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % of ${i?.hours} h`)
};

export const budget_hours_unknown = /** @type {(inputs: Budget_Hours_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h (hours not known yet)`)
};

export const budget_marker = /** @type {(inputs: Budget_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % of budget`)
};

export const budget_near = /** @type {(inputs: Budget_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near the budget`)
};

export const budget_none = /** @type {(inputs: Budget_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No budget set.`)
};

export const budget_not_in_list = /** @type {(inputs: Budget_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id} is not in this account’s project list — refresh the list and check the id.`)
};

export const budget_over = /** @type {(inputs: Budget_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over budget`)
};

export const budget_progress_label = /** @type {(inputs: Budget_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget used`)
};

export const budget_saved = /** @type {(inputs: Budget_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget saved.`)
};

export const budget_set_button = /** @type {(inputs: Budget_Set_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set budget…`)
};

export const budget_shape_invalid = /** @type {(inputs: Budget_Shape_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A budget is a number of hours, a value, or both.`)
};

export const budget_value_field = /** @type {(inputs: Budget_Value_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
};

export const budget_value_field_invalid = /** @type {(inputs: Budget_Value_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The value must be a number above 0 and at most ${i?.max}, e.g. 15000 — or leave it empty.`)
};

export const budget_value_invalid = /** @type {(inputs: Budget_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The budget in value must be a number greater than 0, such as 15000.`)
};

export const budget_value_of = /** @type {(inputs: Budget_Value_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.spent} of ${i?.budget}`)
};

export const budget_value_unknown = /** @type {(inputs: Budget_Value_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.budget} (value not known yet)`)
};

export const budget_web_app_unsafe = /** @type {(inputs: Budget_Web_App_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The web app can only be opened over https on the account’s own service address, and this account’s address is not one — sign in again with an https address.`)
};

export const ca_choose_again = /** @type {(inputs: Ca_Choose_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a current PEM file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` if you no longer need one).`)
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

export const ca_give_flag_again = /** @type {(inputs: Ca_Give_Flag_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give --ca-file a PEM file of CA certificates, or leave it out.`)
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

export const cli_accepted_currency = /** @type {(inputs: Cli_Accepted_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none or a currency code such as BRL, USD or EUR`)
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

export const cli_argument_count = /** @type {(inputs: Cli_Argument_CountInputs) => LocalizedString} */ (i) => {const expectedPlural = registry.plural("en", i?.expected, {});
	if (expectedPlural === "one") return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage} — expected ${i?.expected} argument, got ${i?.got}.`);
	if (expectedPlural === "other") return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage} — expected ${i?.expected} arguments, got ${i?.got}.`);
	return /** @type {LocalizedString} */ ("cli_argument_count");
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

export const cli_billable_by_person = /** @type {(inputs: Cli_Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes, by person`)
};

export const cli_billable_by_project = /** @type {(inputs: Cli_Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes, by project`)
};

export const cli_ca_file_flag = /** @type {(inputs: Cli_Ca_File_FlagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file given with --ca-file cannot be used: ${i?.problem}. ${i?.fix}`)
};

export const cli_ca_unusable = /** @type {(inputs: Cli_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The extra CA file is set but cannot be used: ${i?.problem}. Connections will fail until it is fixed. ${i?.fix}`)
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
  130 cancelled at a prompt (Ctrl-C); end of input at a prompt (Ctrl-D) is a usage error (2)
  137 the keychain never answered; the command ended itself (see the message)`)
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
                    "totalMembers", "totalActiveTasks"; "budget": {"hours","value","percent"}|null
                    (projects: also on each project, with "pinned": bool)
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR",
                    "budgetAlerts": bool, "currency": "none"|code}}
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
	return /** @type {LocalizedString} */ (`also trust the CA certificates in FILE (PEM); login and import-token save
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

export const cli_projects_archived_hidden = /** @type {(inputs: Cli_Projects_Archived_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} archived hidden (\`timetray config set showArchived true\` shows it)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} archived hidden (\`timetray config set showArchived true\` shows them)`);
	return /** @type {LocalizedString} */ ("cli_projects_archived_hidden");
};

export const cli_projects_count = /** @type {(inputs: Cli_Projects_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} project`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} projects`);
	return /** @type {LocalizedString} */ ("cli_projects_count");
};

export const cli_projects_hours_unknown = /** @type {(inputs: Cli_Projects_Hours_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– : hours not fetched yet; \`timetray project ID\` fetches a project's totals.`)
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

export const cli_projects_skipped = /** @type {(inputs: Cli_Projects_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} unreadable item skipped`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} unreadable items skipped`);
	return /** @type {LocalizedString} */ ("cli_projects_skipped");
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

export const cli_signed_in_count = /** @type {(inputs: Cli_Signed_In_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} project.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} projects.`);
	return /** @type {LocalizedString} */ ("cli_signed_in_count");
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

export const cli_status_cached = /** @type {(inputs: Cli_Status_CachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cached project.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cached projects.`);
	return /** @type {LocalizedString} */ ("cli_status_cached");
};

export const cli_status_cached_refreshed = /** @type {(inputs: Cli_Status_Cached_RefreshedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cached project, last refreshed ${i?.when}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cached projects, last refreshed ${i?.when}.`);
	return /** @type {LocalizedString} */ ("cli_status_cached_refreshed");
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
	return /** @type {LocalizedString} */ (`Also trusting the CA certificates in ${i?.file}.`)
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
                          path; refused unless it parses), or none
  budgetAlerts            true or false (default true): notify at 80 % and
                          100 % of a budget (\`timetray budget\`)
  currency                none or a currency code such as BRL (default none):
                          values and rates show in it; --json stays plain
  language                auto, en or pt-BR (default auto): auto follows the
                          system (LC_ALL, then LC_MESSAGES, then LANG)`)
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

export const cli_webapp_open_failed = /** @type {(inputs: Cli_Webapp_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No web browser could be started (${i?.cause}); open this address yourself: ${i?.url}`)
};

export const cli_webapp_open_opening = /** @type {(inputs: Cli_Webapp_Open_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening ${i?.url}`)
};

export const cli_webapp_open_print_option = /** @type {(inputs: Cli_Webapp_Open_Print_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`print the address instead of opening it`)
};

export const cli_webapp_open_summary = /** @type {(inputs: Cli_Webapp_Open_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the active account's projects page in the web browser (the service's
web app, at https://HOST/a/ACCOUNT/#/projects on the account's own host).`)
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

export const core_autostart_comment = /** @type {(inputs: Core_Autostart_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Time Tracking Service projects in the system tray`)
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

export const core_keychain_no_answer = /** @type {(inputs: Core_Keychain_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keychain did not answer within ${i?.seconds} s. If it is asking for a password, answer it; otherwise restart the keyring service (or sign out of the desktop and in again), then try again.`)
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

export const core_settings_problems = /** @type {(inputs: Core_Settings_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.file}: ${i?.problems}.`)
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

export const core_what_project = /** @type {(inputs: Core_What_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the project`)
};

export const core_what_project_list = /** @type {(inputs: Core_What_Project_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the project list`)
};

export const core_what_sign_in = /** @type {(inputs: Core_What_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the sign-in`)
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

export const doctor_ca_certificates = /** @type {(inputs: Doctor_Ca_CertificatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} certificate`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} certificates`);
	return /** @type {LocalizedString} */ ("doctor_ca_certificates");
};

export const doctor_ca_days_left = /** @type {(inputs: Doctor_Ca_Days_LeftInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day left`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} days left`);
	return /** @type {LocalizedString} */ ("doctor_ca_days_left");
};

export const doctor_ca_expires_soon = /** @type {(inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: "${i?.name}" expires in ${i?.within} (${i?.list}).`)
};

export const doctor_ca_fine = /** @type {(inputs: Doctor_Ca_FineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.certificates}, ${i?.list}; ${i?.left}.`)
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

export const doctor_ca_within_days = /** @type {(inputs: Doctor_Ca_Within_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} days`);
	return /** @type {LocalizedString} */ ("doctor_ca_within_days");
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

export const pin_button = /** @type {(inputs: Pin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin`)
};

export const pin_cli_pinned = /** @type {(inputs: Pin_Cli_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pinned ${i?.project}.`)
};

export const pin_cli_section = /** @type {(inputs: Pin_Cli_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned`)
};

export const pin_cli_summary = /** @type {(inputs: Pin_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin project ID: it comes first in the tray, the window and \`projects\`.`)
};

export const pin_cli_unpin_summary = /** @type {(inputs: Pin_Cli_Unpin_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpin project ID.`)
};

export const pin_cli_unpinned = /** @type {(inputs: Pin_Cli_UnpinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unpinned ${i?.project}.`)
};

export const pin_flag_invalid = /** @type {(inputs: Pin_Flag_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned must be true or false.`)
};

export const pin_gone = /** @type {(inputs: Pin_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id} is no longer at the service, so it was unpinned.`)
};

export const pin_gone_named = /** @type {(inputs: Pin_Gone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” (#${i?.id}) is no longer at the service, so it was unpinned.`)
};

export const pin_hint = /** @type {(inputs: Pin_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} pins or unpins`)
};

export const pin_project = /** @type {(inputs: Pin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin ${i?.name}`)
};

export const pin_section = /** @type {(inputs: Pin_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned`)
};

export const pin_state = /** @type {(inputs: Pin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pinned`)
};

export const pin_tray_section = /** @type {(inputs: Pin_Tray_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned`)
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

export const shell_account_item = /** @type {(inputs: Shell_Account_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId})`)
};

export const shell_account_item_signed_out = /** @type {(inputs: Shell_Account_Item_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId}) — signed out`)
};

export const shell_add_account = /** @type {(inputs: Shell_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add account…`)
};

export const shell_ca_dialog_button = /** @type {(inputs: Shell_Ca_Dialog_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this CA`)
};

export const shell_ca_dialog_filter_all = /** @type {(inputs: Shell_Ca_Dialog_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All files`)
};

export const shell_ca_dialog_filter_pem = /** @type {(inputs: Shell_Ca_Dialog_Filter_PemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA certificates (PEM)`)
};

export const shell_ca_dialog_title = /** @type {(inputs: Shell_Ca_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the CA certificate of your network (PEM)`)
};

export const shell_keychain_locked = /** @type {(inputs: Shell_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain locked`)
};

export const shell_keychain_macos = /** @type {(inputs: Shell_Keychain_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`macOS Keychain`)
};

export const shell_keychain_windows = /** @type {(inputs: Shell_Keychain_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Windows Credential Manager`)
};

export const shell_login_needs_approval = /** @type {(inputs: Shell_Login_Needs_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login waits for your approval: allow Timetray in ${i?.place}.`)
};

export const shell_login_not_confirmed = /** @type {(inputs: Shell_Login_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} does not say so afterwards.`)
};

export const shell_login_off_failed = /** @type {(inputs: Shell_Login_Off_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login could not be turned off: ${i?.reason}`)
};

export const shell_login_on_failed = /** @type {(inputs: Shell_Login_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login could not be turned on: ${i?.reason}`)
};

export const shell_login_place_macos = /** @type {(inputs: Shell_Login_Place_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System Settings → General → Login Items`)
};

export const shell_login_place_windows = /** @type {(inputs: Shell_Login_Place_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task Manager → Startup apps`)
};

export const shell_login_system_says_off = /** @type {(inputs: Shell_Login_System_Says_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the system still says off (check ${i?.place}).`)
};

export const shell_login_system_says_on = /** @type {(inputs: Shell_Login_System_Says_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the system still says on (check ${i?.place}).`)
};

export const shell_login_unavailable = /** @type {(inputs: Shell_Login_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login is not available on ${i?.platform}.`)
};

export const shell_more_customers = /** @type {(inputs: Shell_More_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} more customers — Show all in window…`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} more customers — Show all in window…`);
	return /** @type {LocalizedString} */ ("shell_more_customers");
};

export const shell_more_in_group = /** @type {(inputs: Shell_More_In_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.countText} more — Show all in window…`)
};

export const shell_no_active_projects = /** @type {(inputs: Shell_No_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active projects`)
};

export const shell_no_projects = /** @type {(inputs: Shell_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects`)
};

export const shell_no_tray_host_detail = /** @type {(inputs: Shell_No_Tray_Host_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No StatusNotifier host (${i?.watcher}) is running on this session. On GNOME, install and enable the “AppIndicator and KStatusNotifierItem Support” extension (Debian/Ubuntu: sudo apt install gnome-shell-extension-appindicator, then log out and in). Until then, start Timetray again to bring this window back.`)
};

export const shell_no_tray_host_message = /** @type {(inputs: Shell_No_Tray_Host_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This desktop shows no tray icons, so Timetray opened its window instead.`)
};

export const shell_no_tray_host_title = /** @type {(inputs: Shell_No_Tray_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray has no tray icon here`)
};

export const shell_not_refreshed_yet = /** @type {(inputs: Shell_Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not refreshed yet`)
};

export const shell_not_signed_in = /** @type {(inputs: Shell_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not signed in`)
};

export const shell_open = /** @type {(inputs: Shell_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Timetray`)
};

export const shell_project_item = /** @type {(inputs: Shell_Project_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} — ${i?.total}`)
};

export const shell_project_item_archived = /** @type {(inputs: Shell_Project_Item_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (archived) — ${i?.total}`)
};

export const shell_quit = /** @type {(inputs: Shell_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quit Timetray`)
};

export const shell_recent = /** @type {(inputs: Shell_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent`)
};

export const shell_refresh = /** @type {(inputs: Shell_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const shell_shortcut_invalid = /** @type {(inputs: Shell_Shortcut_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} is not a shortcut Electron accepts (${i?.reason}) — choose another.`)
};

export const shell_shortcut_refused_wayland = /** @type {(inputs: Shell_Shortcut_Refused_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} could not be registered. On Wayland a global shortcut works only through the desktop's GlobalShortcuts portal (KDE Plasma; GNOME 48+ asks you to confirm): this desktop has none or refused it — bind a key to Timetray in the desktop's keyboard settings instead, or choose another.`)
};

export const shell_shortcut_taken = /** @type {(inputs: Shell_Shortcut_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} is taken by another app or the desktop refused it — choose another.`)
};

export const shell_show_all = /** @type {(inputs: Shell_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all in window…`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in…`)
};

export const shell_sign_out_failed = /** @type {(inputs: Shell_Sign_Out_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Timetray could not sign out: ${i?.reason}`)
};

export const shell_start_failure_title = /** @type {(inputs: Shell_Start_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not start`)
};

export const shell_start_unexpected_error = /** @type {(inputs: Shell_Start_Unexpected_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An unexpected ${i?.name} stopped the start. Please report it.`)
};

export const shell_start_unexpected_error_at = /** @type {(inputs: Shell_Start_Unexpected_Error_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An unexpected ${i?.name} stopped the start (${i?.frame}). Please report it.`)
};

export const shell_start_unexpected_value = /** @type {(inputs: Shell_Start_Unexpected_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An unexpected ${i?.type} was thrown while starting.`)
};

export const shell_starting = /** @type {(inputs: Shell_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting — reading your accounts and the keychain…`)
};

export const shell_switch_account_failed = /** @type {(inputs: Shell_Switch_Account_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Timetray could not switch accounts: ${i?.reason}`)
};

export const shell_tooltip_projects = /** @type {(inputs: Shell_Tooltip_ProjectsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} project`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} projects`);
	return /** @type {LocalizedString} */ ("shell_tooltip_projects");
};

export const shell_tooltip_signed_out = /** @type {(inputs: Shell_Tooltip_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray — signed out`)
};

export const shell_tray_icon_missing = /** @type {(inputs: Shell_Tray_Icon_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The tray icon is missing or unreadable: ${i?.file}`)
};

export const shell_updated_ago = /** @type {(inputs: Shell_Updated_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated ${i?.age}`)
};

export const shell_updated_at = /** @type {(inputs: Shell_Updated_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated at ${i?.time}`)
};

export const shell_updated_on = /** @type {(inputs: Shell_Updated_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated on ${i?.date}, ${i?.time}`)
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

export const unpin_button = /** @type {(inputs: Unpin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpin`)
};

export const unpin_project = /** @type {(inputs: Unpin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unpin ${i?.name}`)
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

export const webapp_open = /** @type {(inputs: Webapp_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Rabbiit`)
};

export const webapp_open_in = /** @type {(inputs: Webapp_Open_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Rabbiit`)
};

export const webapp_tray_open = /** @type {(inputs: Webapp_Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Rabbiit`)
};

export const window_title = /** @type {(inputs: Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray`)
};