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

export const budget_account_gone = /** @type {(inputs: Budget_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa conta não está mais na lista do Timetray.`)
};

export const budget_alert_passed = /** @type {(inputs: Budget_Alert_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passou de ${i?.percent} % do orçamento`)
};

export const budget_alerts_hint = /** @type {(inputs: Budget_Alerts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma notificação quando um projeto passa de 80 % e de 100 % do orçamento.`)
};

export const budget_alerts_label = /** @type {(inputs: Budget_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alertas de orçamento`)
};

export const budget_both_empty = /** @type {(inputs: Budget_Both_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe horas, valor ou os dois. Para não ter orçamento, use “Remover orçamento”.`)
};

export const budget_change_button = /** @type {(inputs: Budget_Change_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar orçamento…`)
};

export const budget_clear_button = /** @type {(inputs: Budget_Clear_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover orçamento`)
};

export const budget_cleared = /** @type {(inputs: Budget_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento removido.`)
};

export const budget_cli_bad_number = /** @type {(inputs: Budget_Cli_Bad_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} deve ser um número maior que 0, como ${i?.example}, sem separador de milhar; recebido "${i?.text}".`)
};

export const budget_cli_both = /** @type {(inputs: Budget_Cli_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} ou ${i?.value}`)
};

export const budget_cli_cell_over = /** @type {(inputs: Budget_Cli_Cell_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⚠ ${i?.progress}`)
};

export const budget_cli_clear_alone = /** @type {(inputs: Budget_Cli_Clear_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--clear remove o orçamento: use-o sem --hours e --value.`)
};

export const budget_cli_clear_option = /** @type {(inputs: Budget_Cli_Clear_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove o orçamento (e o que os alertas dele lembravam)`)
};

export const budget_cli_cleared = /** @type {(inputs: Budget_Cli_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} não tem mais orçamento.`)
};

export const budget_cli_hours = /** @type {(inputs: Budget_Cli_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const budget_cli_hours_option = /** @type {(inputs: Budget_Cli_Hours_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as horas combinadas, por exemplo 120 (ou 7.5)`)
};

export const budget_cli_label = /** @type {(inputs: Budget_Cli_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento`)
};

export const budget_cli_near = /** @type {(inputs: Budget_Cli_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — chegou a 80 %`)
};

export const budget_cli_no_account = /** @type {(inputs: Budget_Cli_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda — rode \`timetray login\` primeiro.`)
};

export const budget_cli_notes = /** @type {(inputs: Budget_Cli_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Substitui o orçamento do projeto: o que não for informado fica sem orçamento.
O app avisa uma vez em 80 % e uma vez em 100 % dele (configuração budgetAlerts).`)
};

export const budget_cli_nothing_given = /** @type {(inputs: Budget_Cli_Nothing_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe --hours, --value ou os dois, ou --clear para remover o orçamento.`)
};

export const budget_cli_over = /** @type {(inputs: Budget_Cli_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — acima do orçamento`)
};

export const budget_cli_progress = /** @type {(inputs: Budget_Cli_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de ${i?.limit}`)
};

export const budget_cli_progress_unknown = /** @type {(inputs: Budget_Cli_Progress_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (o andamento aparece quando os totais do projeto forem buscados: timetray project ${i?.id})`)
};

export const budget_cli_set = /** @type {(inputs: Budget_Cli_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orçamento de ${i?.project}: ${i?.limit}.`)
};

export const budget_cli_summary = /** @type {(inputs: Budget_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Define o orçamento do projeto ID em horas e/ou em valor (salvo neste
computador, por conta: o serviço não tem campo de orçamento), ou o remove.`)
};

export const budget_cli_value_option = /** @type {(inputs: Budget_Cli_Value_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o valor combinado, por exemplo 15000 (ou 15000.50), sem separador de milhar`)
};

export const budget_currency_hint = /** @type {(inputs: Budget_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A API do Rabbiit não informa a moeda. Escolha uma para ver valores e valor hora no formato do seu idioma.`)
};

export const budget_currency_ignored = /** @type {(inputs: Budget_Currency_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency deve ser none ou um código de moeda como BRL, EUR ou USD; usando none (números sem moeda)`)
};

export const budget_currency_label = /** @type {(inputs: Budget_Currency_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moeda`)
};

export const budget_currency_none = /** @type {(inputs: Budget_Currency_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma (só números)`)
};

export const budget_editor_hint = /** @type {(inputs: Budget_Editor_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas, valor ou os dois. O andamento é o maior dos dois.`)
};

export const budget_empty = /** @type {(inputs: Budget_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o orçamento em horas, em valor ou nos dois; para remover um orçamento, limpe-o.`)
};

export const budget_heading = /** @type {(inputs: Budget_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento`)
};

export const budget_hours_field = /** @type {(inputs: Budget_Hours_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
};

export const budget_hours_field_invalid = /** @type {(inputs: Budget_Hours_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As horas devem ser um número maior que 0 e até ${i?.max}, por exemplo 120 — ou deixe em branco.`)
};

export const budget_hours_invalid = /** @type {(inputs: Budget_Hours_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O orçamento em horas deve ser um número maior que 0, como 120.`)
};

export const budget_hours_of = /** @type {(inputs: Budget_Hours_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de ${i?.hours} h`)
};

export const budget_hours_unknown = /** @type {(inputs: Budget_Hours_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h (horas ainda não conhecidas)`)
};

export const budget_marker = /** @type {(inputs: Budget_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % do orçamento`)
};

export const budget_near = /** @type {(inputs: Budget_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perto do orçamento`)
};

export const budget_none = /** @type {(inputs: Budget_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem orçamento definido.`)
};

export const budget_not_in_list = /** @type {(inputs: Budget_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O projeto #${i?.id} não está na lista de projetos desta conta — atualize a lista e confira o id.`)
};

export const budget_over = /** @type {(inputs: Budget_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acima do orçamento`)
};

export const budget_progress_label = /** @type {(inputs: Budget_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento usado`)
};

export const budget_saved = /** @type {(inputs: Budget_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento salvo.`)
};

export const budget_set_button = /** @type {(inputs: Budget_Set_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir orçamento…`)
};

export const budget_shape_invalid = /** @type {(inputs: Budget_Shape_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um orçamento é um número de horas, um valor ou os dois.`)
};

export const budget_value_field = /** @type {(inputs: Budget_Value_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

export const budget_value_field_invalid = /** @type {(inputs: Budget_Value_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O valor deve ser um número maior que 0 e até ${i?.max}, por exemplo 15000 — ou deixe em branco.`)
};

export const budget_value_invalid = /** @type {(inputs: Budget_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O orçamento em valor deve ser um número maior que 0, como 15000.`)
};

export const budget_value_of = /** @type {(inputs: Budget_Value_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.spent} de ${i?.budget}`)
};

export const budget_value_unknown = /** @type {(inputs: Budget_Value_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.budget} (valor ainda não conhecido)`)
};

export const budget_web_app_unsafe = /** @type {(inputs: Budget_Web_App_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Rabbiit só pode ser aberto por https no endereço de serviço da própria conta, e o endereço desta conta não é assim — entre de novo com um endereço https.`)
};

export const ca_choose_again = /** @type {(inputs: Ca_Choose_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um arquivo PEM válido em Configurações → Arquivo de CA extra (ou \`timetray config set caFile FILE\`; \`none\` se não precisar mais de um).`)
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

export const ca_give_flag_again = /** @type {(inputs: Ca_Give_Flag_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passe para --ca-file um arquivo PEM de certificados de CA, ou deixe a opção de fora.`)
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

export const cli_accepted_currency = /** @type {(inputs: Cli_Accepted_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none ou um código de moeda como BRL, USD ou EUR`)
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

export const cli_argument_count = /** @type {(inputs: Cli_Argument_CountInputs) => LocalizedString} */ (i) => {const expectedPlural = registry.plural("pt-BR", i?.expected, {});
	if (expectedPlural === "one") return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage} — esperava ${i?.expected} argumento, recebeu ${i?.got}.`);
	if (expectedPlural === "other") return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage} — esperava ${i?.expected} argumentos, recebeu ${i?.got}.`);
	return /** @type {LocalizedString} */ ("cli_argument_count");
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

export const cli_billable_by_person = /** @type {(inputs: Cli_Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sim, por pessoa`)
};

export const cli_billable_by_project = /** @type {(inputs: Cli_Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sim, por projeto`)
};

export const cli_ca_file_flag = /** @type {(inputs: Cli_Ca_File_FlagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo dado com --ca-file não pode ser usado: ${i?.problem}. ${i?.fix}`)
};

export const cli_ca_unusable = /** @type {(inputs: Cli_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo de CA extra está configurado mas não pode ser usado: ${i?.problem}. As conexões vão falhar até que isso seja corrigido. ${i?.fix}`)
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
  130 cancelado num pedido (Ctrl-C); o fim da entrada num pedido (Ctrl-D) é erro de uso (2)
  137 o chaveiro nunca respondeu; o comando se encerrou (veja a mensagem)`)
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
                    "totalMembers", "totalActiveTasks"; "budget": {"hours","value","percent"}|null
                    (projects: também em cada projeto, com "pinned": bool)
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR",
                    "budgetAlerts": bool, "currency": "none"|code}}
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
	return /** @type {LocalizedString} */ (`${i?.label} não estava com sessão ativa; nada a revogar.`)
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
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name}.`)
};

export const cli_now_using_keychain_locked = /** @type {(inputs: Cli_Now_Using_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name} (chaveiro bloqueado).`)
};

export const cli_now_using_keychain_unavailable = /** @type {(inputs: Cli_Now_Using_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name} (chaveiro indisponível).`)
};

export const cli_now_using_signed_out = /** @type {(inputs: Cli_Now_Using_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name} (sessão encerrada: rode \`timetray login\`).`)
};

export const cli_opt_account_id = /** @type {(inputs: Cli_Opt_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o ID da conta: o código depois de /a/ no endereço do app web`)
};

export const cli_opt_base_url = /** @type {(inputs: Cli_Opt_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`endereço do serviço, p. ex. https://app.rabbiit.com/api/v1`)
};

export const cli_opt_ca_file = /** @type {(inputs: Cli_Opt_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confia também nos certificados de CA em FILE (PEM); login e import-token
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

export const cli_projects_hours_unknown = /** @type {(inputs: Cli_Projects_Hours_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– : horas ainda não buscadas; \`timetray project ID\` busca os totais de um projeto.`)
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
	return /** @type {LocalizedString} */ (`${i?.name} removida (não estava com sessão ativa).`)
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
	return /** @type {LocalizedString} */ (`sessão ativa`)
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
	return /** @type {LocalizedString} */ (`Confiando também nos certificados de CA em ${i?.file}.`)
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
configuração (como instalar: veja o README.pt-BR).`)
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
                          caminho absoluto; recusado se não for legível), ou none
  budgetAlerts            true ou false (padrão true): avisa ao passar de 80 %
                          e de 100 % do orçamento (\`timetray budget\`)
  currency                none ou um código de moeda como BRL (padrão none):
                          valores e valor hora aparecem nela; o --json não muda
  language                auto, en ou pt-BR (padrão auto): auto segue o
                          sistema (LC_ALL, depois LC_MESSAGES, depois LANG)`)
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

export const cli_webapp_open_failed = /** @type {(inputs: Cli_Webapp_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum navegador pôde ser aberto (${i?.cause}); abra este endereço você mesmo: ${i?.url}`)
};

export const cli_webapp_open_opening = /** @type {(inputs: Cli_Webapp_Open_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrindo ${i?.url}`)
};

export const cli_webapp_open_print_option = /** @type {(inputs: Cli_Webapp_Open_Print_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mostra o endereço em vez de abri-lo`)
};

export const cli_webapp_open_summary = /** @type {(inputs: Cli_Webapp_Open_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre a página de projetos da conta ativa no navegador (o app web do serviço,
em https://HOST/a/CONTA/#/projects, no endereço da própria conta).`)
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

export const core_autostart_comment = /** @type {(inputs: Core_Autostart_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus projetos do serviço de controle de horas na bandeja do sistema`)
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
	return /** @type {LocalizedString} */ (`Até lá, o Timetray não consegue saber se você está com a sessão ativa.`)
};

export const core_keychain_no_answer = /** @type {(inputs: Core_Keychain_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro não respondeu em ${i?.seconds} s. Se ele estiver pedindo uma senha, responda; senão, reinicie o serviço de chaveiro (ou saia da sessão do computador e entre de novo) e tente de novo.`)
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
	return /** @type {LocalizedString} */ (`Nenhuma conta está com a sessão ativa — entre primeiro.`)
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

export const core_settings_problems = /** @type {(inputs: Core_Settings_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Em ${i?.file}: ${i?.problems}.`)
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

export const core_what_project = /** @type {(inputs: Core_What_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`projeto`)
};

export const core_what_project_list = /** @type {(inputs: Core_What_Project_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lista de projetos`)
};

export const core_what_sign_in = /** @type {(inputs: Core_What_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entrada`)
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

export const doctor_ca_certificates = /** @type {(inputs: Doctor_Ca_CertificatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} certificado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} certificados`);
	return /** @type {LocalizedString} */ ("doctor_ca_certificates");
};

export const doctor_ca_days_left = /** @type {(inputs: Doctor_Ca_Days_LeftInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt-BR", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`falta ${i?.shown} dia`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`faltam ${i?.shown} dias`);
	return /** @type {LocalizedString} */ ("doctor_ca_days_left");
};

export const doctor_ca_expires_soon = /** @type {(inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: “${i?.name}” expira em ${i?.within} (${i?.list}).`)
};

export const doctor_ca_fine = /** @type {(inputs: Doctor_Ca_FineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.certificates}, ${i?.list}; ${i?.left}.`)
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

export const doctor_ca_within_days = /** @type {(inputs: Doctor_Ca_Within_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt-BR", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} dia`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} dias`);
	return /** @type {LocalizedString} */ ("doctor_ca_within_days");
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
	return /** @type {LocalizedString} */ (`O chaveiro (${i?.program}) não tem coleção padrão (“login”), onde o Timetray salva os tokens.`)
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

export const pin_button = /** @type {(inputs: Pin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixar`)
};

export const pin_cli_pinned = /** @type {(inputs: Pin_Cli_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} fixado.`)
};

export const pin_cli_section = /** @type {(inputs: Pin_Cli_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
};

export const pin_cli_summary = /** @type {(inputs: Pin_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixa o projeto ID: ele vem primeiro na bandeja, na janela e em \`projects\`.`)
};

export const pin_cli_unpin_summary = /** @type {(inputs: Pin_Cli_Unpin_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafixa o projeto ID.`)
};

export const pin_cli_unpinned = /** @type {(inputs: Pin_Cli_UnpinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} desafixado.`)
};

export const pin_flag_invalid = /** @type {(inputs: Pin_Flag_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixado deve ser verdadeiro ou falso.`)
};

export const pin_gone = /** @type {(inputs: Pin_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O projeto #${i?.id} não existe mais no serviço, por isso foi desafixado.`)
};

export const pin_gone_named = /** @type {(inputs: Pin_Gone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” (#${i?.id}) não existe mais no serviço, por isso foi desafixado.`)
};

export const pin_hint = /** @type {(inputs: Pin_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} fixa ou desafixa`)
};

export const pin_project = /** @type {(inputs: Pin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixar ${i?.name}`)
};

export const pin_section = /** @type {(inputs: Pin_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
};

export const pin_state = /** @type {(inputs: Pin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fixado`)
};

export const pin_tray_section = /** @type {(inputs: Pin_Tray_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
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

export const shell_account_item = /** @type {(inputs: Shell_Account_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId})`)
};

export const shell_account_item_signed_out = /** @type {(inputs: Shell_Account_Item_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId}) — sessão encerrada`)
};

export const shell_add_account = /** @type {(inputs: Shell_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta…`)
};

export const shell_ca_dialog_button = /** @type {(inputs: Shell_Ca_Dialog_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar esta CA`)
};

export const shell_ca_dialog_filter_all = /** @type {(inputs: Shell_Ca_Dialog_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os arquivos`)
};

export const shell_ca_dialog_filter_pem = /** @type {(inputs: Shell_Ca_Dialog_Filter_PemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificados de CA (PEM)`)
};

export const shell_ca_dialog_title = /** @type {(inputs: Shell_Ca_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o certificado de CA da sua rede (PEM)`)
};

export const shell_keychain_locked = /** @type {(inputs: Shell_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro bloqueado`)
};

export const shell_keychain_macos = /** @type {(inputs: Shell_Keychain_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro do macOS`)
};

export const shell_keychain_windows = /** @type {(inputs: Shell_Keychain_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciador de Credenciais do Windows`)
};

export const shell_login_needs_approval = /** @type {(inputs: Shell_Login_Needs_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ao entrar no computador aguarda sua aprovação: permita o Timetray em ${i?.place}.`)
};

export const shell_login_not_confirmed = /** @type {(inputs: Shell_Login_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não mostra a mudança depois.`)
};

export const shell_login_off_failed = /** @type {(inputs: Shell_Login_Off_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível desativar a abertura ao entrar no computador: ${i?.reason}`)
};

export const shell_login_on_failed = /** @type {(inputs: Shell_Login_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível ativar a abertura ao entrar no computador: ${i?.reason}`)
};

export const shell_login_place_macos = /** @type {(inputs: Shell_Login_Place_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes do Sistema → Geral → Itens de Início`)
};

export const shell_login_place_windows = /** @type {(inputs: Shell_Login_Place_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciador de Tarefas → Aplicativos de inicialização`)
};

export const shell_login_system_says_off = /** @type {(inputs: Shell_Login_System_Says_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o sistema ainda diz desativado (verifique ${i?.place}).`)
};

export const shell_login_system_says_on = /** @type {(inputs: Shell_Login_System_Says_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o sistema ainda diz ativado (verifique ${i?.place}).`)
};

export const shell_login_unavailable = /** @type {(inputs: Shell_Login_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ao entrar no computador não está disponível em ${i?.platform}.`)
};

export const shell_more_customers = /** @type {(inputs: Shell_More_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mais ${i?.countText} cliente — Mostrar todos na janela…`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mais ${i?.countText} clientes — Mostrar todos na janela…`);
	return /** @type {LocalizedString} */ ("shell_more_customers");
};

export const shell_more_in_group = /** @type {(inputs: Shell_More_In_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mais ${i?.countText} — Mostrar todos na janela…`)
};

export const shell_no_active_projects = /** @type {(inputs: Shell_No_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto ativo`)
};

export const shell_no_projects = /** @type {(inputs: Shell_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto`)
};

export const shell_no_tray_host_detail = /** @type {(inputs: Shell_No_Tray_Host_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum host StatusNotifier (${i?.watcher}) está rodando nesta sessão. No GNOME, instale e ative a extensão “AppIndicator and KStatusNotifierItem Support” (Debian/Ubuntu: sudo apt install gnome-shell-extension-appindicator, depois saia da sessão e entre de novo). Até lá, abra o Timetray de novo para trazer esta janela de volta.`)
};

export const shell_no_tray_host_message = /** @type {(inputs: Shell_No_Tray_Host_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta área de trabalho não mostra ícones na bandeja, então o Timetray abriu a janela dele.`)
};

export const shell_no_tray_host_title = /** @type {(inputs: Shell_No_Tray_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não tem ícone na bandeja aqui`)
};

export const shell_not_refreshed_yet = /** @type {(inputs: Shell_Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não atualizado`)
};

export const shell_not_signed_in = /** @type {(inputs: Shell_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não conectado`)
};

export const shell_open = /** @type {(inputs: Shell_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Timetray`)
};

export const shell_project_item = /** @type {(inputs: Shell_Project_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} — ${i?.total}`)
};

export const shell_project_item_archived = /** @type {(inputs: Shell_Project_Item_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (arquivado) — ${i?.total}`)
};

export const shell_quit = /** @type {(inputs: Shell_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encerrar o Timetray`)
};

export const shell_recent = /** @type {(inputs: Shell_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recentes`)
};

export const shell_refresh = /** @type {(inputs: Shell_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar`)
};

export const shell_shortcut_invalid = /** @type {(inputs: Shell_Shortcut_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} não é um atalho que o Electron aceita (${i?.reason}) — escolha outro.`)
};

export const shell_shortcut_refused_wayland = /** @type {(inputs: Shell_Shortcut_Refused_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível registrar ${i?.accelerator}. No Wayland, um atalho global só funciona pelo portal GlobalShortcuts da área de trabalho (KDE Plasma; o GNOME 48+ pede sua confirmação): esta área de trabalho não tem esse portal ou o recusou — associe uma tecla ao Timetray nas configurações de teclado da área de trabalho, ou escolha outro.`)
};

export const shell_shortcut_taken = /** @type {(inputs: Shell_Shortcut_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} já é usado por outro aplicativo ou a área de trabalho o recusou — escolha outro.`)
};

export const shell_show_all = /** @type {(inputs: Shell_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todos na janela…`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar…`)
};

export const shell_sign_out_failed = /** @type {(inputs: Shell_Sign_Out_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu sair da conta: ${i?.reason}`)
};

export const shell_start_failure_title = /** @type {(inputs: Shell_Start_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu iniciar`)
};

export const shell_start_unexpected_error = /** @type {(inputs: Shell_Start_Unexpected_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um erro inesperado (${i?.name}) interrompeu a inicialização. Por favor, relate o problema.`)
};

export const shell_start_unexpected_error_at = /** @type {(inputs: Shell_Start_Unexpected_Error_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um erro inesperado (${i?.name}) interrompeu a inicialização (${i?.frame}). Por favor, relate o problema.`)
};

export const shell_start_unexpected_value = /** @type {(inputs: Shell_Start_Unexpected_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um valor inesperado (${i?.type}) foi lançado durante a inicialização.`)
};

export const shell_starting = /** @type {(inputs: Shell_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando — lendo suas contas e o chaveiro…`)
};

export const shell_switch_account_failed = /** @type {(inputs: Shell_Switch_Account_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu trocar de conta: ${i?.reason}`)
};

export const shell_tooltip_projects = /** @type {(inputs: Shell_Tooltip_ProjectsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} projeto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} projetos`);
	return /** @type {LocalizedString} */ ("shell_tooltip_projects");
};

export const shell_tooltip_signed_out = /** @type {(inputs: Shell_Tooltip_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray — sessão encerrada`)
};

export const shell_tray_icon_missing = /** @type {(inputs: Shell_Tray_Icon_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O ícone da bandeja está faltando ou não pode ser lido: ${i?.file}`)
};

export const shell_updated_ago = /** @type {(inputs: Shell_Updated_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizado ${i?.age}`)
};

export const shell_updated_at = /** @type {(inputs: Shell_Updated_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizado às ${i?.time}`)
};

export const shell_updated_on = /** @type {(inputs: Shell_Updated_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizado em ${i?.date}, ${i?.time}`)
};

export const shortcut_hint = /** @type {(inputs: Shortcut_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desativado por padrão. Modificadores e uma tecla, por exemplo ${i?.example}.`)
};

export const shortcut_hint_wayland = /** @type {(inputs: Shortcut_Hint_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Wayland, o atalho só funciona pelo portal de atalhos globais da sua área de trabalho, que pode pedir que você o confirme.`)
};

export const shortcut_placeholder = /** @type {(inputs: Shortcut_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`p. ex.: ${i?.example}`)
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

export const unpin_button = /** @type {(inputs: Unpin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafixar`)
};

export const unpin_project = /** @type {(inputs: Unpin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desafixar ${i?.name}`)
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

export const webapp_open = /** @type {(inputs: Webapp_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Rabbiit`)
};

export const webapp_open_in = /** @type {(inputs: Webapp_Open_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir no Rabbiit`)
};

export const webapp_tray_open = /** @type {(inputs: Webapp_Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Rabbiit`)
};

export const window_title = /** @type {(inputs: Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray`)
};