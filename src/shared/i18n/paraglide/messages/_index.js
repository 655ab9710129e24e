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
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} All_ArchivedInputs */
/** @typedef {{}} Another_Account_Or_AddressInputs */
/** @typedef {{}} Archived_BadgeInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} As_OfInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} As_Of_RefreshingInputs */
/** @typedef {{}} BackInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} Banner_Saved_ListInputs */
/** @typedef {{}} BillableInputs */
/** @typedef {{}} Billable_By_PersonInputs */
/** @typedef {{}} Billable_By_ProjectInputs */
/** @typedef {{}} Bridge_MissingInputs */
/** @typedef {{}} Budget_Account_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Budget_Alert_PassedInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Budget_Alert_Passed_CycleInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Budget_Alert_Passed_MonthInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Budget_Alert_Passed_WeekInputs */
/** @typedef {{}} Budget_Alerts_HintInputs */
/** @typedef {{}} Budget_Alerts_LabelInputs */
/** @typedef {{}} Budget_Both_EmptyInputs */
/** @typedef {{}} Budget_ChangeInputs */
/** @typedef {{}} Budget_Change_ButtonInputs */
/** @typedef {{ name: NonNullable<unknown> }} Budget_Change_NamedInputs */
/** @typedef {{ name: NonNullable<unknown>, summary: NonNullable<unknown> }} Budget_Chip_LabelInputs */
/** @typedef {{}} Budget_Clear_ButtonInputs */
/** @typedef {{}} Budget_ClearedInputs */
/** @typedef {{ option: NonNullable<unknown>, example: NonNullable<unknown>, text: NonNullable<unknown> }} Budget_Cli_Bad_NumberInputs */
/** @typedef {{ per: NonNullable<unknown> }} Budget_Cli_Bad_PerInputs */
/** @typedef {{ hours: NonNullable<unknown>, value: NonNullable<unknown> }} Budget_Cli_BothInputs */
/** @typedef {{}} Budget_Cli_Budgets_Cached_OptionInputs */
/** @typedef {{}} Budget_Cli_Budgets_NotesInputs */
/** @typedef {{}} Budget_Cli_Budgets_SummaryInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_Cell_OverInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Cli_Cell_UnknownInputs */
/** @typedef {{}} Budget_Cli_Clear_AloneInputs */
/** @typedef {{}} Budget_Cli_Clear_OptionInputs */
/** @typedef {{ project: NonNullable<unknown> }} Budget_Cli_ClearedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Budget_Cli_Customer_IdInputs */
/** @typedef {{}} Budget_Cli_Customer_LifetimeInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Budget_Cli_Customer_NamedInputs */
/** @typedef {{}} Budget_Cli_Customer_OptionInputs */
/** @typedef {{ id: NonNullable<unknown> }} Budget_Cli_Gone_ChangeInputs */
/** @typedef {{ project: NonNullable<unknown> }} Budget_Cli_Had_NoneInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Cli_Half_UnknownInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Budget_Cli_HoursInputs */
/** @typedef {{}} Budget_Cli_Hours_OptionInputs */
/** @typedef {{}} Budget_Cli_LabelInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_NearInputs */
/** @typedef {{}} Budget_Cli_No_BudgetsInputs */
/** @typedef {{ project: NonNullable<unknown>, id: NonNullable<unknown> }} Budget_Cli_NoneInputs */
/** @typedef {{ limit: NonNullable<unknown>, id: NonNullable<unknown> }} Budget_Cli_Not_ListedInputs */
/** @typedef {{}} Budget_Cli_NotesInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_OverInputs */
/** @typedef {{}} Budget_Cli_Pace_AheadInputs */
/** @typedef {{}} Budget_Cli_Pace_BehindInputs */
/** @typedef {{ gone: NonNullable<unknown>, pace: NonNullable<unknown> }} Budget_Cli_Pace_LineInputs */
/** @typedef {{}} Budget_Cli_Pace_On_PaceInputs */
/** @typedef {{}} Budget_Cli_Pace_Slightly_AheadInputs */
/** @typedef {{}} Budget_Cli_Pace_Slightly_BehindInputs */
/** @typedef {{}} Budget_Cli_PartialInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Cli_Per_CycleInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Cli_Per_LifetimeInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Cli_Per_MonthInputs */
/** @typedef {{}} Budget_Cli_Per_NeededInputs */
/** @typedef {{}} Budget_Cli_Per_OptionInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Cli_Per_WeekInputs */
/** @typedef {{ target: NonNullable<unknown> }} Budget_Cli_Period_ClearedInputs */
/** @typedef {{ target: NonNullable<unknown> }} Budget_Cli_Period_Had_NoneInputs */
/** @typedef {{ target: NonNullable<unknown>, budget: NonNullable<unknown> }} Budget_Cli_Period_HeadInputs */
/** @typedef {{ period: NonNullable<unknown>, used: NonNullable<unknown>, progress: NonNullable<unknown> }} Budget_Cli_Period_LineInputs */
/** @typedef {{ target: NonNullable<unknown>, how: NonNullable<unknown> }} Budget_Cli_Period_NoneInputs */
/** @typedef {{ percent: NonNullable<unknown>, limit: NonNullable<unknown> }} Budget_Cli_ProgressInputs */
/** @typedef {{ hours: NonNullable<unknown>, value: NonNullable<unknown> }} Budget_Cli_Progress_BothInputs */
/** @typedef {{}} Budget_Cli_Progress_NoneInputs */
/** @typedef {{ limit: NonNullable<unknown>, id: NonNullable<unknown> }} Budget_Cli_Progress_UnknownInputs */
/** @typedef {{ id: NonNullable<unknown> }} Budget_Cli_Project_IdInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Budget_Cli_Project_NamedInputs */
/** @typedef {{}} Budget_Cli_Project_Or_CustomerInputs */
/** @typedef {{ project: NonNullable<unknown>, budget: NonNullable<unknown> }} Budget_Cli_SetInputs */
/** @typedef {{}} Budget_Cli_SummaryInputs */
/** @typedef {{ hours: NonNullable<unknown>, value: NonNullable<unknown> }} Budget_Cli_Used_BothInputs */
/** @typedef {{}} Budget_Cli_Value_OptionInputs */
/** @typedef {{}} Budget_Cli_WhichInputs */
/** @typedef {{}} Budget_Currency_HintInputs */
/** @typedef {{}} Budget_Currency_IgnoredInputs */
/** @typedef {{}} Budget_Currency_LabelInputs */
/** @typedef {{}} Budget_Currency_NoneInputs */
/** @typedef {{}} Budget_Customer_Card_HeadingInputs */
/** @typedef {{ id: NonNullable<unknown> }} Budget_Customer_Not_In_ListInputs */
/** @typedef {{}} Budget_Editor_HintInputs */
/** @typedef {{}} Budget_EmptyInputs */
/** @typedef {{}} Budget_Form_CustomersInputs */
/** @typedef {{}} Budget_Form_HintInputs */
/** @typedef {{}} Budget_Form_PerInputs */
/** @typedef {{}} Budget_Form_Per_CycleInputs */
/** @typedef {{}} Budget_Form_Per_MonthInputs */
/** @typedef {{}} Budget_Form_Per_WeekInputs */
/** @typedef {{}} Budget_Form_ProjectsInputs */
/** @typedef {{}} Budget_Form_TargetInputs */
/** @typedef {{}} Budget_HeadingInputs */
/** @typedef {{}} Budget_Hours_FieldInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Hours_Field_InvalidInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Hours_InvalidInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Budget_Hours_LimitInputs */
/** @typedef {{ percent: NonNullable<unknown>, hours: NonNullable<unknown> }} Budget_Hours_OfInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Budget_Hours_UnknownInputs */
/** @typedef {{}} Budget_Kind_CustomerInputs */
/** @typedef {{}} Budget_Kind_ProjectInputs */
/** @typedef {{ period: NonNullable<unknown>, used: NonNullable<unknown>, percent: NonNullable<unknown>, limit: NonNullable<unknown> }} Budget_Last_LineInputs */
/** @typedef {{ period: NonNullable<unknown> }} Budget_Last_UnknownInputs */
/** @typedef {{ hours: NonNullable<unknown>, value: NonNullable<unknown> }} Budget_Limit_BothInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Budget_MarkerInputs */
/** @typedef {{}} Budget_NearInputs */
/** @typedef {{}} Budget_NoneInputs */
/** @typedef {{ id: NonNullable<unknown> }} Budget_Not_In_ListInputs */
/** @typedef {{}} Budget_OverInputs */
/** @typedef {{}} Budget_Pace_AheadInputs */
/** @typedef {{}} Budget_Pace_BehindInputs */
/** @typedef {{ gone: NonNullable<unknown>, pace: NonNullable<unknown> }} Budget_Pace_LineInputs */
/** @typedef {{}} Budget_Pace_On_PaceInputs */
/** @typedef {{}} Budget_Pace_Slightly_AheadInputs */
/** @typedef {{}} Budget_Pace_Slightly_BehindInputs */
/** @typedef {{}} Budget_PartialInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Per_CycleInputs */
/** @typedef {{}} Budget_Per_InvalidInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Per_MonthInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Budget_Per_WeekInputs */
/** @typedef {{}} Budget_Period_Card_HeadingInputs */
/** @typedef {{ period: NonNullable<unknown>, used: NonNullable<unknown> }} Budget_Period_UsedInputs */
/** @typedef {{}} Budget_Progress_LabelInputs */
/** @typedef {{}} Budget_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Budget_Remove_NamedInputs */
/** @typedef {{}} Budget_RemovedInputs */
/** @typedef {{}} Budget_SavedInputs */
/** @typedef {{}} Budget_Set_ButtonInputs */
/** @typedef {{}} Budget_Shape_InvalidInputs */
/** @typedef {{}} Budget_Value_FieldInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Value_Field_InvalidInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Value_InvalidInputs */
/** @typedef {{ spent: NonNullable<unknown>, budget: NonNullable<unknown> }} Budget_Value_OfInputs */
/** @typedef {{ percent: NonNullable<unknown>, budget: NonNullable<unknown> }} Budget_Value_PercentInputs */
/** @typedef {{ budget: NonNullable<unknown> }} Budget_Value_UnknownInputs */
/** @typedef {{}} Budget_Web_App_UnsafeInputs */
/** @typedef {{}} Budgets_Add_ButtonInputs */
/** @typedef {{}} Budgets_Lifetime_HeadingInputs */
/** @typedef {{}} Budgets_NoneInputs */
/** @typedef {{}} Budgets_Not_OfferedInputs */
/** @typedef {{}} Budgets_Period_HeadingInputs */
/** @typedef {{}} Budgets_View_TitleInputs */
/** @typedef {{}} Ca_Choose_AgainInputs */
/** @typedef {{}} Ca_File_HintInputs */
/** @typedef {{}} Ca_File_RemovedInputs */
/** @typedef {{}} Ca_File_SavedInputs */
/** @typedef {{}} Ca_Give_Flag_AgainInputs */
/** @typedef {{}} Call_FailedInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{ day: NonNullable<unknown>, hours: NonNullable<unknown> }} Chart_DayInputs */
/** @typedef {{ day: NonNullable<unknown> }} Chart_Day_UnknownInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Chart_LabelInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Chart_Label_TeamInputs */
/** @typedef {{ day: NonNullable<unknown> }} Chart_TodayInputs */
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
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Cli_Accepted_Cycle_Start_DayInputs */
/** @typedef {{}} Cli_Accepted_IntervalInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Cli_Accepted_LanguageInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Cli_Accepted_Round_ToInputs */
/** @typedef {{}} Cli_Accepted_ShortcutInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Cli_Accepted_Tray_TitleInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Cli_Accepted_Week_StartInputs */
/** @typedef {{}} Cli_Accepted_Work_DaysInputs */
/** @typedef {{ options: NonNullable<unknown> }} Cli_AcceptsInputs */
/** @typedef {{ corrected: NonNullable<unknown> }} Cli_Account_ArgumentInputs */
/** @typedef {{ key: NonNullable<unknown> }} Cli_Account_Key_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown>, baseUrl: NonNullable<unknown>, state: NonNullable<unknown>, lastUsed: NonNullable<unknown> }} Cli_Account_LineInputs */
/** @typedef {{ corrected: NonNullable<unknown> }} Cli_Account_OptionInputs */
/** @typedef {{}} Cli_Archived_FlagInputs */
/** @typedef {{ expected: NonNullable<unknown>, usage: NonNullable<unknown>, got: NonNullable<unknown> }} Cli_Argument_CountInputs */
/** @typedef {{ usage: NonNullable<unknown>, given: NonNullable<unknown> }} Cli_Argument_NoneInputs */
/** @typedef {{ least: NonNullable<unknown>, most: NonNullable<unknown> }} Cli_Argument_RangeInputs */
/** @typedef {{}} Cli_Ask_Account_IdInputs */
/** @typedef {{}} Cli_Ask_EmailInputs */
/** @typedef {{}} Cli_Ask_PasswordInputs */
/** @typedef {{}} Cli_Ask_Service_AddressInputs */
/** @typedef {{}} Cli_Ask_TokenInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli_Bad_ShortcutInputs */
/** @typedef {{}} Cli_Billable_By_PersonInputs */
/** @typedef {{}} Cli_Billable_By_ProjectInputs */
/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Cli_BothInputs */
/** @typedef {{ problem: NonNullable<unknown>, fix: NonNullable<unknown> }} Cli_Ca_File_FlagInputs */
/** @typedef {{ problem: NonNullable<unknown>, fix: NonNullable<unknown> }} Cli_Ca_UnusableInputs */
/** @typedef {{}} Cli_CancelledInputs */
/** @typedef {{ command: NonNullable<unknown>, options: NonNullable<unknown> }} Cli_Command_AcceptsInputs */
/** @typedef {{}} Cli_Config_App_AppliesInputs */
/** @typedef {{ key: NonNullable<unknown>, value: NonNullable<unknown> }} Cli_Config_NowInputs */
/** @typedef {{}} Cli_Config_UsageInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cli_Count_BudgetsInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cli_Count_PinsInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Cli_Customer_GroupInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Customer_Not_In_AccountInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Customer_NumberInputs */
/** @typedef {{ id: NonNullable<unknown>, name: NonNullable<unknown> }} Cli_Customer_RenamedInputs */
/** @typedef {{ value: NonNullable<unknown>, corrected: NonNullable<unknown> }} Cli_Dash_ValueInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_Details_CachedInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_Details_FetchedInputs */
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
/** @typedef {{}} Cli_Invoice_By_ProjectInputs */
/** @typedef {{}} Cli_Invoice_Money_HiddenInputs */
/** @typedef {{}} Cli_Invoice_Needs_CustomerInputs */
/** @typedef {{}} Cli_Invoice_OptionInputs */
/** @typedef {{ days: NonNullable<unknown> }} Cli_Invoice_PartialInputs */
/** @typedef {{}} Cli_Invoice_RateInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Cli_Invoice_RoundedInputs */
/** @typedef {{ customer: NonNullable<unknown>, period: NonNullable<unknown> }} Cli_Invoice_TitleInputs */
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
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_List_CachedInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_List_RefreshedInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_List_SavedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Cli_Logout_Not_Signed_InInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Logout_Not_ToldInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Logout_RevokedInputs */
/** @typedef {{}} Cli_Markdown_Or_JsonInputs */
/** @typedef {{ option: NonNullable<unknown>, valueName: NonNullable<unknown> }} Cli_Needs_ValueInputs */
/** @typedef {{}} Cli_NoInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli_No_Account_MatchesInputs */
/** @typedef {{}} Cli_No_Account_To_Sign_OutInputs */
/** @typedef {{}} Cli_No_Account_YetInputs */
/** @typedef {{}} Cli_No_Accounts_YetInputs */
/** @typedef {{}} Cli_No_Active_AccountInputs */
/** @typedef {{}} Cli_No_CommandInputs */
/** @typedef {{}} Cli_No_CustomerInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_No_List_To_CheckInputs */
/** @typedef {{}} Cli_No_Password_GivenInputs */
/** @typedef {{}} Cli_No_Terminal_PasswordInputs */
/** @typedef {{}} Cli_No_Terminal_SecretInputs */
/** @typedef {{}} Cli_No_Token_GivenInputs */
/** @typedef {{ value: NonNullable<unknown> }} Cli_Not_An_IdInputs */
/** @typedef {{ command: NonNullable<unknown>, option: NonNullable<unknown> }} Cli_Not_An_Option_OfInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Not_CachedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Not_In_AccountInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Not_SavedInputs */
/** @typedef {{}} Cli_Notes_DoctorInputs */
/** @typedef {{}} Cli_Notes_ProjectInputs */
/** @typedef {{}} Cli_Notes_ProjectsInputs */
/** @typedef {{ words: NonNullable<unknown> }} Cli_Notes_Projects_SearchInputs */
/** @typedef {{ period: NonNullable<unknown> }} Cli_Notes_ReportInputs */
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
/** @typedef {{}} Cli_Opt_Remove_YesInputs */
/** @typedef {{}} Cli_Opt_Report_ByInputs */
/** @typedef {{}} Cli_Opt_Report_CachedInputs */
/** @typedef {{}} Cli_Opt_Report_CsvInputs */
/** @typedef {{}} Cli_Opt_Report_CustomerInputs */
/** @typedef {{}} Cli_Opt_Report_MarkdownInputs */
/** @typedef {{}} Cli_Opt_Report_ProjectInputs */
/** @typedef {{}} Cli_Opt_User_AgentInputs */
/** @typedef {{}} Cli_Opt_VersionInputs */
/** @typedef {{ given: NonNullable<unknown>, problem: NonNullable<unknown> }} Cli_Option_RefusedInputs */
/** @typedef {{ option: NonNullable<unknown>, command: NonNullable<unknown> }} Cli_Option_RequiredInputs */
/** @typedef {{ why: NonNullable<unknown> }} Cli_Output_FailedInputs */
/** @typedef {{}} Cli_Password_Stdin_EmptyInputs */
/** @typedef {{ money: NonNullable<unknown> }} Cli_Per_HourInputs */
/** @typedef {{}} Cli_Period_CycleInputs */
/** @typedef {{ hours: NonNullable<unknown>, when: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_Period_FigureInputs */
/** @typedef {{}} Cli_Period_Last_CycleInputs */
/** @typedef {{}} Cli_Period_Last_MonthInputs */
/** @typedef {{}} Cli_Period_Last_WeekInputs */
/** @typedef {{}} Cli_Period_MonthInputs */
/** @typedef {{}} Cli_Period_TodayInputs */
/** @typedef {{}} Cli_Period_WeekInputs */
/** @typedef {{}} Cli_Period_YesterdayInputs */
/** @typedef {{}} Cli_Ph_AccountInputs */
/** @typedef {{}} Cli_Ph_FileInputs */
/** @typedef {{}} Cli_Ph_KeyInputs */
/** @typedef {{}} Cli_Ph_NameInputs */
/** @typedef {{}} Cli_Ph_PeriodInputs */
/** @typedef {{}} Cli_Ph_TextInputs */
/** @typedef {{}} Cli_Ph_ValueInputs */
/** @typedef {{}} Cli_Ph_WordsInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cli_Projects_Archived_HiddenInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cli_Projects_CountInputs */
/** @typedef {{ when: NonNullable<unknown> }} Cli_Projects_Cycle_LegendInputs */
/** @typedef {{}} Cli_Projects_Hours_UnknownInputs */
/** @typedef {{}} Cli_Projects_NoneInputs */
/** @typedef {{}} Cli_Projects_None_ActiveInputs */
/** @typedef {{ search: NonNullable<unknown> }} Cli_Projects_None_MatchInputs */
/** @typedef {{}} Cli_Projects_None_SavedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Projects_Not_ListedInputs */
/** @typedef {{ search: NonNullable<unknown> }} Cli_Projects_SearchInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cli_Projects_SkippedInputs */
/** @typedef {{ corrected: NonNullable<unknown> }} Cli_Quote_LabelInputs */
/** @typedef {{ corrected: NonNullable<unknown> }} Cli_Quote_NameInputs */
/** @typedef {{ corrected: NonNullable<unknown> }} Cli_Quote_ValueInputs */
/** @typedef {{ name: NonNullable<unknown>, what: NonNullable<unknown> }} Cli_Remove_ConfirmInputs */
/** @typedef {{}} Cli_Remove_DeclinedInputs */
/** @typedef {{ name: NonNullable<unknown>, what: NonNullable<unknown>, line: NonNullable<unknown> }} Cli_Remove_Needs_YesInputs */
/** @typedef {{ what: NonNullable<unknown> }} Cli_Removed_Also_DeletedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Removed_Not_Signed_InInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Removed_Not_ToldInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Removed_Now_ActiveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli_Removed_RevokedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Cli_Report_As_OfInputs */
/** @typedef {{ by: NonNullable<unknown> }} Cli_Report_Bad_ByInputs */
/** @typedef {{ option: NonNullable<unknown>, id: NonNullable<unknown> }} Cli_Report_Bad_IdInputs */
/** @typedef {{ period: NonNullable<unknown> }} Cli_Report_Bad_PeriodInputs */
/** @typedef {{}} Cli_Report_CustomerInputs */
/** @typedef {{}} Cli_Report_DayInputs */
/** @typedef {{}} Cli_Report_HoursInputs */
/** @typedef {{ period: NonNullable<unknown> }} Cli_Report_Markdown_TitleInputs */
/** @typedef {{ days: NonNullable<unknown> }} Cli_Report_MissingInputs */
/** @typedef {{}} Cli_Report_No_CustomerInputs */
/** @typedef {{}} Cli_Report_No_ProjectInputs */
/** @typedef {{}} Cli_Report_NoneInputs */
/** @typedef {{}} Cli_Report_Not_OfferedInputs */
/** @typedef {{}} Cli_Report_One_FormatInputs */
/** @typedef {{}} Cli_Report_ProjectInputs */
/** @typedef {{}} Cli_Report_TotalInputs */
/** @typedef {{ id: NonNullable<unknown> }} Cli_Report_Unnamed_ProjectInputs */
/** @typedef {{}} Cli_Report_ValueInputs */
/** @typedef {{ hours: NonNullable<unknown>, value: NonNullable<unknown> }} Cli_Report_YoursInputs */
/** @typedef {{ when: NonNullable<unknown>, why: NonNullable<unknown>, cached: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_Saved_Details_NoticeInputs */
/** @typedef {{ when: NonNullable<unknown>, why: NonNullable<unknown>, cached: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_Saved_List_NoticeInputs */
/** @typedef {{ when: NonNullable<unknown>, why: NonNullable<unknown>, cached: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_Saved_Report_NoticeInputs */
/** @typedef {{ command: NonNullable<unknown> }} Cli_See_Command_HelpInputs */
/** @typedef {{}} Cli_See_HelpInputs */
/** @typedef {{ key: NonNullable<unknown>, accepted: NonNullable<unknown>, text: NonNullable<unknown> }} Cli_Setting_RefusedInputs */
/** @typedef {{ text: NonNullable<unknown>, keys: NonNullable<unknown> }} Cli_Several_AccountsInputs */
/** @typedef {{ login: NonNullable<unknown> }} Cli_Sign_In_HintInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown>, projects: NonNullable<unknown>, key: NonNullable<unknown> }} Cli_Signed_In_AsInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cli_Signed_In_CountInputs */
/** @typedef {{}} Cli_State_Keychain_LockedInputs */
/** @typedef {{}} Cli_State_Keychain_UnavailableInputs */
/** @typedef {{}} Cli_State_Signed_InInputs */
/** @typedef {{}} Cli_State_Signed_OutInputs */
/** @typedef {{ name: NonNullable<unknown>, accountId: NonNullable<unknown>, baseUrl: NonNullable<unknown> }} Cli_Status_AccountInputs */
/** @typedef {{}} Cli_Status_ActiveInputs */
/** @typedef {{}} Cli_Status_ArchivedInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cli_Status_CachedInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown>, when: NonNullable<unknown>, day: NonNullable<unknown> }} Cli_Status_Cached_RefreshedInputs */
/** @typedef {{ days: NonNullable<unknown>, when: NonNullable<unknown>, limit: NonNullable<unknown> }} Cli_Status_Idle_EndedInputs */
/** @typedef {{ days: NonNullable<unknown>, when: NonNullable<unknown>, ends: NonNullable<unknown> }} Cli_Status_Idle_EndingInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Cli_Status_Keychain_UnavailableInputs */
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
/** @typedef {{}} Cli_Summary_ReportInputs */
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
/** @typedef {{ text: NonNullable<unknown>, guess: NonNullable<unknown>, keys: NonNullable<unknown> }} Cli_Unknown_SettingInputs */
/** @typedef {{ shell: NonNullable<unknown>, shells: NonNullable<unknown> }} Cli_Unknown_ShellInputs */
/** @typedef {{ example: NonNullable<unknown> }} Cli_User_Agent_GiveInputs */
/** @typedef {{ example: NonNullable<unknown> }} Cli_User_Agent_RequiredInputs */
/** @typedef {{}} Cli_User_Agent_WhyInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Cli_Waiting_For_Busy_ServiceInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Cli_Waiting_For_ServiceInputs */
/** @typedef {{ cause: NonNullable<unknown>, url: NonNullable<unknown> }} Cli_Webapp_Open_FailedInputs */
/** @typedef {{ url: NonNullable<unknown> }} Cli_Webapp_Open_OpeningInputs */
/** @typedef {{}} Cli_Webapp_Open_Print_OptionInputs */
/** @typedef {{}} Cli_Webapp_Open_SummaryInputs */
/** @typedef {{ accountId: NonNullable<unknown>, example: NonNullable<unknown> }} Cli_What_To_CheckInputs */
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
/** @typedef {{ wait: NonNullable<unknown> }} Core_Api_Rate_Limited_WaitInputs */
/** @typedef {{ status: NonNullable<unknown>, target: NonNullable<unknown> }} Core_Api_RedirectInputs */
/** @typedef {{}} Core_Api_Redirect_ElsewhereInputs */
/** @typedef {{ status: NonNullable<unknown> }} Core_Api_RefusedInputs */
/** @typedef {{ status: NonNullable<unknown> }} Core_Api_Server_FailedInputs */
/** @typedef {{ why: NonNullable<unknown>, server: NonNullable<unknown> }} Core_Api_Service_SaidInputs */
/** @typedef {{ server: NonNullable<unknown> }} Core_Api_Session_Ended_BecauseInputs */
/** @typedef {{ server: NonNullable<unknown> }} Core_Api_Sign_In_Refused_BecauseInputs */
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
/** @typedef {{ file: NonNullable<unknown> }} Core_Cache_DamagedInputs */
/** @typedef {{ file: NonNullable<unknown>, aside: NonNullable<unknown> }} Core_Cache_Damaged_MovedInputs */
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
/** @typedef {{ account: NonNullable<unknown>, other: NonNullable<unknown>, typed: NonNullable<unknown> }} Core_Import_Other_Accounts_TokenInputs */
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
/** @typedef {{ label: NonNullable<unknown>, account: NonNullable<unknown> }} Core_Label_TakenInputs */
/** @typedef {{ max: NonNullable<unknown> }} Core_Label_Too_LongInputs */
/** @typedef {{}} Core_Label_UnshownInputs */
/** @typedef {{ what: NonNullable<unknown> }} Core_Left_BehindInputs */
/** @typedef {{}} Core_Left_Saved_DetailsInputs */
/** @typedef {{}} Core_Left_Saved_ListInputs */
/** @typedef {{}} Core_Left_Saved_ReportsInputs */
/** @typedef {{}} Core_Left_SettingsInputs */
/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Core_List_No_Readable_ItemInputs */
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
/** @typedef {{}} Core_Period_Request_InvalidInputs */
/** @typedef {{ key: NonNullable<unknown>, value: NonNullable<unknown> }} Core_Pref_BooleanInputs */
/** @typedef {{}} Core_Pref_Ca_File_RelativeInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Core_Pref_Cycle_Start_DayInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Core_Pref_LanguageInputs */
/** @typedef {{}} Core_Pref_Not_ObjectInputs */
/** @typedef {{}} Core_Pref_Refresh_IntervalInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Core_Pref_Round_ToInputs */
/** @typedef {{}} Core_Pref_ShortcutInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Core_Pref_Tray_TitleInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Core_Pref_Week_StartInputs */
/** @typedef {{ days: NonNullable<unknown> }} Core_Pref_Work_DaysInputs */
/** @typedef {{}} Core_Project_GoneInputs */
/** @typedef {{}} Core_Project_Id_Not_NumberInputs */
/** @typedef {{}} Core_Project_Id_Not_PositiveInputs */
/** @typedef {{}} Core_Project_Id_Not_WholeInputs */
/** @typedef {{}} Core_Project_Id_Too_LargeInputs */
/** @typedef {{}} Core_Project_Ids_Not_ListInputs */
/** @typedef {{ max: NonNullable<unknown> }} Core_Project_Ids_Too_ManyInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Core_Rename_May_Have_AppliedInputs */
/** @typedef {{ problem: NonNullable<unknown>, name: NonNullable<unknown> }} Core_Rename_Not_AppliedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Core_Reports_Not_SavedInputs */
/** @typedef {{}} Core_Request_Not_UnderstoodInputs */
/** @typedef {{}} Core_Session_EndedInputs */
/** @typedef {{}} Core_Settings_Bad_ShapeInputs */
/** @typedef {{ account: NonNullable<unknown>, entries: NonNullable<unknown> }} Core_Settings_Budgets_Left_OutInputs */
/** @typedef {{ account: NonNullable<unknown> }} Core_Settings_Budgets_Not_MapInputs */
/** @typedef {{ file: NonNullable<unknown>, copy: NonNullable<unknown> }} Core_Settings_CopiedInputs */
/** @typedef {{ copy: NonNullable<unknown> }} Core_Settings_Copy_Before_SaveInputs */
/** @typedef {{}} Core_Settings_NewerInputs */
/** @typedef {{}} Core_Settings_Not_JsonInputs */
/** @typedef {{ line: NonNullable<unknown>, column: NonNullable<unknown> }} Core_Settings_Not_Json_AtInputs */
/** @typedef {{}} Core_Settings_Not_Json_Cut_ShortInputs */
/** @typedef {{ account: NonNullable<unknown> }} Core_Settings_Pinned_Not_ListInputs */
/** @typedef {{ account: NonNullable<unknown>, entries: NonNullable<unknown> }} Core_Settings_Pins_Left_OutInputs */
/** @typedef {{ file: NonNullable<unknown>, problems: NonNullable<unknown> }} Core_Settings_ProblemsInputs */
/** @typedef {{ file: NonNullable<unknown> }} Core_Settings_Read_OnlyInputs */
/** @typedef {{ file: NonNullable<unknown>, why: NonNullable<unknown>, aside: NonNullable<unknown> }} Core_Settings_ResetInputs */
/** @typedef {{ file: NonNullable<unknown>, why: NonNullable<unknown> }} Core_Settings_Reset_Not_MovedInputs */
/** @typedef {{ aside: NonNullable<unknown>, why: NonNullable<unknown> }} Core_Settings_Set_AsideInputs */
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
/** @typedef {{ address: NonNullable<unknown>, accountId: NonNullable<unknown> }} Core_Url_Web_AppInputs */
/** @typedef {{}} Core_User_Agent_ExactInputs */
/** @typedef {{}} Core_User_Agent_Not_TextInputs */
/** @typedef {{}} Core_User_Agent_Too_LongInputs */
/** @typedef {{}} Core_What_ProjectInputs */
/** @typedef {{}} Core_What_Project_ListInputs */
/** @typedef {{}} Core_What_RenameInputs */
/** @typedef {{}} Core_What_Sign_InInputs */
/** @typedef {{}} Currency_Name_PenInputs */
/** @typedef {{ id: NonNullable<unknown> }} Customer_FallbackInputs */
/** @typedef {{ day: NonNullable<unknown> }} Cycle_Start_Day_ChoiceInputs */
/** @typedef {{}} Cycle_Start_Day_HintInputs */
/** @typedef {{}} Details_Saved_EarlierInputs */
/** @typedef {{}} Doctor_Account_Active_Signed_OutInputs */
/** @typedef {{ userAgent: NonNullable<unknown>, refresh: NonNullable<unknown> }} Doctor_Account_Foreign_AgentInputs */
/** @typedef {{ userAgent: NonNullable<unknown>, login: NonNullable<unknown> }} Doctor_Account_Foreign_Agent_FixInputs */
/** @typedef {{ when: NonNullable<unknown>, ago: NonNullable<unknown>, day: NonNullable<unknown> }} Doctor_Account_Last_RefreshInputs */
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
/** @typedef {{}} Doctor_Keychain_Locked_Fix_No_ScreenInputs */
/** @typedef {{}} Doctor_Keychain_Module_FixInputs */
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
/** @typedef {{ origins: NonNullable<unknown> }} Doctor_Proxy_System_UnansweredInputs */
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
/** @typedef {{}} Label_Cycle_Start_DayInputs */
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
/** @typedef {{}} Label_Tray_TitleInputs */
/** @typedef {{}} Label_ValueInputs */
/** @typedef {{}} Label_Week_StartInputs */
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
/** @typedef {{}} Period_CycleInputs */
/** @typedef {{}} Period_Last_CycleInputs */
/** @typedef {{}} Period_Last_MonthInputs */
/** @typedef {{}} Period_Last_WeekInputs */
/** @typedef {{}} Period_MonthInputs */
/** @typedef {{}} Period_TodayInputs */
/** @typedef {{}} Period_WeekInputs */
/** @typedef {{}} Periods_By_CustomerInputs */
/** @typedef {{}} Periods_By_ProjectInputs */
/** @typedef {{}} Periods_Choice_LabelInputs */
/** @typedef {{}} Periods_EmptyInputs */
/** @typedef {{}} Periods_FetchingInputs */
/** @typedef {{}} Periods_Grouping_LabelInputs */
/** @typedef {{}} Periods_HeadingInputs */
/** @typedef {{ days: NonNullable<unknown> }} Periods_MissingInputs */
/** @typedef {{}} Periods_No_ProjectInputs */
/** @typedef {{}} Periods_NoneInputs */
/** @typedef {{}} Periods_Not_OfferedInputs */
/** @typedef {{}} Periods_Open_HintInputs */
/** @typedef {{}} Periods_PartialInputs */
/** @typedef {{}} Periods_Rows_CustomersInputs */
/** @typedef {{}} Periods_Rows_ProjectsInputs */
/** @typedef {{}} Periods_Saved_ShownInputs */
/** @typedef {{}} Periods_TotalInputs */
/** @typedef {{}} Periods_View_TitleInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Periods_YoursInputs */
/** @typedef {{}} Pin_ButtonInputs */
/** @typedef {{ project: NonNullable<unknown> }} Pin_Cli_Already_PinnedInputs */
/** @typedef {{}} Pin_Cli_Archived_HiddenInputs */
/** @typedef {{ project: NonNullable<unknown> }} Pin_Cli_Not_PinnedInputs */
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
/** @typedef {{ minutes: NonNullable<unknown> }} Round_To_ChoiceInputs */
/** @typedef {{}} Round_To_HintInputs */
/** @typedef {{}} Round_To_LabelInputs */
/** @typedef {{}} Round_To_NoneInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{}} SavedInputs */
/** @typedef {{}} Saved_List_NoteInputs */
/** @typedef {{ when: NonNullable<unknown>, day: NonNullable<unknown> }} Saved_List_Note_FromInputs */
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
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Shell_Period_Budget_CycleInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Shell_Period_Budget_MonthInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Shell_Period_Budget_WeekInputs */
/** @typedef {{ today: NonNullable<unknown>, week: NonNullable<unknown> }} Shell_Periods_LineInputs */
/** @typedef {{}} Shell_Periods_Not_OfferedInputs */
/** @typedef {{ line: NonNullable<unknown> }} Shell_Periods_PartialInputs */
/** @typedef {{ item: NonNullable<unknown>, hours: NonNullable<unknown> }} Shell_Pinned_CycleInputs */
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
/** @typedef {{ text: NonNullable<unknown>, example: NonNullable<unknown> }} Shortcut_RefusedInputs */
/** @typedef {{}} Shortcut_SavedInputs */
/** @typedef {{}} Shortcut_Turned_OffInputs */
/** @typedef {{}} Show_ArchivedInputs */
/** @typedef {{}} Show_Archived_ProjectsInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_Adding_TitleInputs */
/** @typedef {{}} Sign_In_Again_TitleInputs */
/** @typedef {{}} Sign_In_TitleInputs */
/** @typedef {{ accountId: NonNullable<unknown>, example: NonNullable<unknown> }} Sign_In_What_To_CheckInputs */
/** @typedef {{}} Sign_In_What_To_Check_ShortInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Signing_InInputs */
/** @typedef {{}} State_Load_FailedInputs */
/** @typedef {{}} Status_ActiveInputs */
/** @typedef {{}} Status_ArchivedInputs */
/** @typedef {{}} The_ServiceInputs */
/** @typedef {{}} Token_TitleInputs */
/** @typedef {{}} Token_WarningInputs */
/** @typedef {{}} Tray_Title_OffInputs */
/** @typedef {{}} Tray_Title_TodayInputs */
/** @typedef {{}} Tray_Title_WeekInputs */
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
/** @typedef {{}} Week_Start_AutoInputs */
/** @typedef {{}} Week_Start_MondayInputs */
/** @typedef {{}} Week_Start_SundayInputs */
/** @typedef {{}} Window_TitleInputs */
/** @typedef {{}} Work_Days_HintInputs */
/** @typedef {{}} Work_Days_LabelInputs */
/** @typedef {{}} Work_Days_NoneInputs */
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
* | countPlural | output |
* | --- | --- |
* | "one" | "The only project is archived — tick “Show archived” to see it." |
* | "other" | "All {countText} projects are archived — tick “Show archived” to see them." |
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
* | day | output |
* | --- | --- |
* | * | "As of {when}" |
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
* | day | output |
* | --- | --- |
* | * | "As of {when} · refreshing…" |
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
* | day | output |
* | --- | --- |
* | * | "Showing the saved list from {when}." |
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
* | "That account is not in Timetray’s list any more." |
*
* @param {Budget_Account_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_account_gone = /** @type {((inputs?: Budget_Account_GoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Account_GoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_account_gone(inputs)
	return __en.budget_account_gone(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of its budget" |
*
* @param {Budget_Alert_PassedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed = /** @type {((inputs: Budget_Alert_PassedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Alert_PassedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_alert_passed(inputs)
	return __en.budget_alert_passed(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of this billing cycle’s budget" |
*
* @param {Budget_Alert_Passed_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed_cycle = /** @type {((inputs: Budget_Alert_Passed_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Alert_Passed_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_alert_passed_cycle(inputs)
	return __en.budget_alert_passed_cycle(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of this month’s budget" |
*
* @param {Budget_Alert_Passed_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed_month = /** @type {((inputs: Budget_Alert_Passed_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Alert_Passed_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_alert_passed_month(inputs)
	return __en.budget_alert_passed_month(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of this week’s budget" |
*
* @param {Budget_Alert_Passed_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed_week = /** @type {((inputs: Budget_Alert_Passed_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Alert_Passed_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_alert_passed_week(inputs)
	return __en.budget_alert_passed_week(inputs)
});
/**
* | output |
* | --- |
* | "A notification when a project passes 80% and 100% of its budget." |
*
* @param {Budget_Alerts_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alerts_hint = /** @type {((inputs?: Budget_Alerts_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Alerts_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_alerts_hint(inputs)
	return __en.budget_alerts_hint(inputs)
});
/**
* | output |
* | --- |
* | "Budget alerts" |
*
* @param {Budget_Alerts_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alerts_label = /** @type {((inputs?: Budget_Alerts_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Alerts_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_alerts_label(inputs)
	return __en.budget_alerts_label(inputs)
});
/**
* | output |
* | --- |
* | "Give hours, a value or both. To have no budget, use “Clear budget”." |
*
* @param {Budget_Both_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_both_empty = /** @type {((inputs?: Budget_Both_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Both_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_both_empty(inputs)
	return __en.budget_both_empty(inputs)
});
/**
* | output |
* | --- |
* | "Change…" |
*
* @param {Budget_ChangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_change = /** @type {((inputs?: Budget_ChangeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_ChangeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_change(inputs)
	return __en.budget_change(inputs)
});
/**
* | output |
* | --- |
* | "Change budget…" |
*
* @param {Budget_Change_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_change_button = /** @type {((inputs?: Budget_Change_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Change_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_change_button(inputs)
	return __en.budget_change_button(inputs)
});
/**
* | output |
* | --- |
* | "Change the budget of {name}" |
*
* @param {Budget_Change_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_change_named = /** @type {((inputs: Budget_Change_NamedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Change_NamedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_change_named(inputs)
	return __en.budget_change_named(inputs)
});
/**
* | output |
* | --- |
* | "Budget per period of {name}: {summary}" |
*
* @param {Budget_Chip_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_chip_label = /** @type {((inputs: Budget_Chip_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Chip_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_chip_label(inputs)
	return __en.budget_chip_label(inputs)
});
/**
* | output |
* | --- |
* | "Clear budget" |
*
* @param {Budget_Clear_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_clear_button = /** @type {((inputs?: Budget_Clear_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Clear_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_clear_button(inputs)
	return __en.budget_clear_button(inputs)
});
/**
* | output |
* | --- |
* | "Budget cleared." |
*
* @param {Budget_ClearedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cleared = /** @type {((inputs?: Budget_ClearedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_ClearedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cleared(inputs)
	return __en.budget_cleared(inputs)
});
/**
* | output |
* | --- |
* | "{option} must be a number greater than 0 with at most 2 decimals, such as {example}, without thousands separators (or none, to remove that half); got \"{text}\"." |
*
* @param {Budget_Cli_Bad_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_bad_number = /** @type {((inputs: Budget_Cli_Bad_NumberInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Bad_NumberInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_bad_number(inputs)
	return __en.budget_cli_bad_number(inputs)
});
/**
* | output |
* | --- |
* | "--per must be week, month, cycle or lifetime (or semana, mês, ciclo, total); got \"{per}\"." |
*
* @param {Budget_Cli_Bad_PerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_bad_per = /** @type {((inputs: Budget_Cli_Bad_PerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Bad_PerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_bad_per(inputs)
	return __en.budget_cli_bad_per(inputs)
});
/**
* | output |
* | --- |
* | "{hours} or {value}" |
*
* @param {Budget_Cli_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_both = /** @type {((inputs: Budget_Cli_BothInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_BothInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_both(inputs)
	return __en.budget_cli_both(inputs)
});
/**
* | output |
* | --- |
* | "only the saved hours (no network)" |
*
* @param {Budget_Cli_Budgets_Cached_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_budgets_cached_option = /** @type {((inputs?: Budget_Cli_Budgets_Cached_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Budgets_Cached_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_budgets_cached_option(inputs)
	return __en.budget_cli_budgets_cached_option(inputs)
});
/**
* | output |
* | --- |
* | "Pace compares the share used with the share of the period's working days gone (setting workDays, default mon-fri): within 5 points on pace, up to 15 slightly..." |
*
* @param {Budget_Cli_Budgets_NotesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_budgets_notes = /** @type {((inputs?: Budget_Cli_Budgets_NotesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Budgets_NotesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_budgets_notes(inputs)
	return __en.budget_cli_budgets_notes(inputs)
});
/**
* | output |
* | --- |
* | "List every budget of the active account: each project's budget with its totals, and each budget per week, month or cycle with this period's hours, its pace a..." |
*
* @param {Budget_Cli_Budgets_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_budgets_summary = /** @type {((inputs?: Budget_Cli_Budgets_SummaryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Budgets_SummaryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_budgets_summary(inputs)
	return __en.budget_cli_budgets_summary(inputs)
});
/**
* | output |
* | --- |
* | "⚠ {progress}" |
*
* @param {Budget_Cli_Cell_OverInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_cell_over = /** @type {((inputs: Budget_Cli_Cell_OverInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Cell_OverInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_cell_over(inputs)
	return __en.budget_cli_cell_over(inputs)
});
/**
* | output |
* | --- |
* | "?% of {limit}" |
*
* @param {Budget_Cli_Cell_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_cell_unknown = /** @type {((inputs: Budget_Cli_Cell_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Cell_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_cell_unknown(inputs)
	return __en.budget_cli_cell_unknown(inputs)
});
/**
* | output |
* | --- |
* | "--clear removes the budget: give it without --hours and --value." |
*
* @param {Budget_Cli_Clear_AloneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_clear_alone = /** @type {((inputs?: Budget_Cli_Clear_AloneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Clear_AloneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_clear_alone(inputs)
	return __en.budget_cli_clear_alone(inputs)
});
/**
* | output |
* | --- |
* | "remove the budget (and what its alerts remembered)" |
*
* @param {Budget_Cli_Clear_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_clear_option = /** @type {((inputs?: Budget_Cli_Clear_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Clear_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_clear_option(inputs)
	return __en.budget_cli_clear_option(inputs)
});
/**
* | output |
* | --- |
* | "{project} has no budget any more." |
*
* @param {Budget_Cli_ClearedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_cleared = /** @type {((inputs: Budget_Cli_ClearedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_ClearedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_cleared(inputs)
	return __en.budget_cli_cleared(inputs)
});
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Budget_Cli_Customer_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_id = /** @type {((inputs: Budget_Cli_Customer_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Customer_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_customer_id(inputs)
	return __en.budget_cli_customer_id(inputs)
});
/**
* | output |
* | --- |
* | "A customer's budget starts again each period: give --per week, month or cycle (a lifetime budget is a project's: timetray budget ID --hours 120)." |
*
* @param {Budget_Cli_Customer_LifetimeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_lifetime = /** @type {((inputs?: Budget_Cli_Customer_LifetimeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Customer_LifetimeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_customer_lifetime(inputs)
	return __en.budget_cli_customer_lifetime(inputs)
});
/**
* | output |
* | --- |
* | "Customer “{name}” (#{id})" |
*
* @param {Budget_Cli_Customer_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_named = /** @type {((inputs: Budget_Cli_Customer_NamedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Customer_NamedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_customer_named(inputs)
	return __en.budget_cli_customer_named(inputs)
});
/**
* | output |
* | --- |
* | "the budget of a whole customer (all its projects; needs --per), e.g. a retainer of 40 h a cycle" |
*
* @param {Budget_Cli_Customer_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_option = /** @type {((inputs?: Budget_Cli_Customer_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Customer_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_customer_option(inputs)
	return __en.budget_cli_customer_option(inputs)
});
/**
* | output |
* | --- |
* | "Project #{id} is no longer in this account's list, so its budget cannot be changed; `timetray budget {id} --clear` removes it." |
*
* @param {Budget_Cli_Gone_ChangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_gone_change = /** @type {((inputs: Budget_Cli_Gone_ChangeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Gone_ChangeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_gone_change(inputs)
	return __en.budget_cli_gone_change(inputs)
});
/**
* | output |
* | --- |
* | "{project} had no budget." |
*
* @param {Budget_Cli_Had_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_had_none = /** @type {((inputs: Budget_Cli_Had_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Had_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_had_none(inputs)
	return __en.budget_cli_had_none(inputs)
});
/**
* | output |
* | --- |
* | "{limit} with no total to compare" |
*
* @param {Budget_Cli_Half_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_half_unknown = /** @type {((inputs: Budget_Cli_Half_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Half_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_half_unknown(inputs)
	return __en.budget_cli_half_unknown(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Budget_Cli_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_hours = /** @type {((inputs: Budget_Cli_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_hours(inputs)
	return __en.budget_cli_hours(inputs)
});
/**
* | output |
* | --- |
* | "the hours agreed, e.g. 120 (or 7.5), or none" |
*
* @param {Budget_Cli_Hours_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_hours_option = /** @type {((inputs?: Budget_Cli_Hours_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Hours_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_hours_option(inputs)
	return __en.budget_cli_hours_option(inputs)
});
/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Budget_Cli_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_label = /** @type {((inputs?: Budget_Cli_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_label(inputs)
	return __en.budget_cli_label(inputs)
});
/**
* | output |
* | --- |
* | "{progress} — 80% reached" |
*
* @param {Budget_Cli_NearInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_near = /** @type {((inputs: Budget_Cli_NearInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_NearInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_near(inputs)
	return __en.budget_cli_near(inputs)
});
/**
* | output |
* | --- |
* | "No budgets yet. Set one with: timetray budget ID --hours 120 (the whole project), timetray budget ID --hours 20 --per week, or timetray budget --customer ID ..." |
*
* @param {Budget_Cli_No_BudgetsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_no_budgets = /** @type {((inputs?: Budget_Cli_No_BudgetsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_No_BudgetsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_no_budgets(inputs)
	return __en.budget_cli_no_budgets(inputs)
});
/**
* | output |
* | --- |
* | "{project} has no budget. Set one with: timetray budget {id} --hours 120 (or --value 15000)" |
*
* @param {Budget_Cli_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_none = /** @type {((inputs: Budget_Cli_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_none(inputs)
	return __en.budget_cli_none(inputs)
});
/**
* | output |
* | --- |
* | "{limit}; project #{id} is no longer in this account's list — `timetray budget {id} --clear` removes the budget" |
*
* @param {Budget_Cli_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_not_listed = /** @type {((inputs: Budget_Cli_Not_ListedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Not_ListedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_not_listed(inputs)
	return __en.budget_cli_not_listed(inputs)
});
/**
* | output |
* | --- |
* | "Without an option, shows the budget and how much of it is used. --hours or --value alone changes that half and keeps the other; none removes it (--hours none..." |
*
* @param {Budget_Cli_NotesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_notes = /** @type {((inputs?: Budget_Cli_NotesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_NotesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_notes(inputs)
	return __en.budget_cli_notes(inputs)
});
/**
* | output |
* | --- |
* | "{progress} — over budget" |
*
* @param {Budget_Cli_OverInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_over = /** @type {((inputs: Budget_Cli_OverInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_OverInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_over(inputs)
	return __en.budget_cli_over(inputs)
});
/**
* | output |
* | --- |
* | "ahead: at this pace it runs out before the period ends" |
*
* @param {Budget_Cli_Pace_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_ahead = /** @type {((inputs?: Budget_Cli_Pace_AheadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Pace_AheadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_pace_ahead(inputs)
	return __en.budget_cli_pace_ahead(inputs)
});
/**
* | output |
* | --- |
* | "behind: at this pace part of it is left unused" |
*
* @param {Budget_Cli_Pace_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_behind = /** @type {((inputs?: Budget_Cli_Pace_BehindInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Pace_BehindInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_pace_behind(inputs)
	return __en.budget_cli_pace_behind(inputs)
});
/**
* | output |
* | --- |
* | "{gone}% of its working days gone: {pace}" |
*
* @param {Budget_Cli_Pace_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_line = /** @type {((inputs: Budget_Cli_Pace_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Pace_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_pace_line(inputs)
	return __en.budget_cli_pace_line(inputs)
});
/**
* | output |
* | --- |
* | "on pace" |
*
* @param {Budget_Cli_Pace_On_PaceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_on_pace = /** @type {((inputs?: Budget_Cli_Pace_On_PaceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Pace_On_PaceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_pace_on_pace(inputs)
	return __en.budget_cli_pace_on_pace(inputs)
});
/**
* | output |
* | --- |
* | "slightly ahead (using it a little faster than the days go)" |
*
* @param {Budget_Cli_Pace_Slightly_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_slightly_ahead = /** @type {((inputs?: Budget_Cli_Pace_Slightly_AheadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Pace_Slightly_AheadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_pace_slightly_ahead(inputs)
	return __en.budget_cli_pace_slightly_ahead(inputs)
});
/**
* | output |
* | --- |
* | "slightly behind (using it a little slower than the days go)" |
*
* @param {Budget_Cli_Pace_Slightly_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_slightly_behind = /** @type {((inputs?: Budget_Cli_Pace_Slightly_BehindInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Pace_Slightly_BehindInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_pace_slightly_behind(inputs)
	return __en.budget_cli_pace_slightly_behind(inputs)
});
/**
* | output |
* | --- |
* | "(some days not fetched yet: partial)" |
*
* @param {Budget_Cli_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_partial = /** @type {((inputs?: Budget_Cli_PartialInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_PartialInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_partial(inputs)
	return __en.budget_cli_partial(inputs)
});
/**
* | output |
* | --- |
* | "{limit} a billing cycle" |
*
* @param {Budget_Cli_Per_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_cycle = /** @type {((inputs: Budget_Cli_Per_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Per_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_per_cycle(inputs)
	return __en.budget_cli_per_cycle(inputs)
});
/**
* | output |
* | --- |
* | "{limit} in all" |
*
* @param {Budget_Cli_Per_LifetimeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_lifetime = /** @type {((inputs: Budget_Cli_Per_LifetimeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Per_LifetimeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_per_lifetime(inputs)
	return __en.budget_cli_per_lifetime(inputs)
});
/**
* | output |
* | --- |
* | "{limit} a month" |
*
* @param {Budget_Cli_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_month = /** @type {((inputs: Budget_Cli_Per_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Per_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_per_month(inputs)
	return __en.budget_cli_per_month(inputs)
});
/**
* | output |
* | --- |
* | "Say how often it starts again: --per week, month or cycle." |
*
* @param {Budget_Cli_Per_NeededInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_needed = /** @type {((inputs?: Budget_Cli_Per_NeededInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Per_NeededInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_per_needed(inputs)
	return __en.budget_cli_per_needed(inputs)
});
/**
* | output |
* | --- |
* | "lifetime (the default: the whole project), or week, month or cycle: the budget starts again each period (cycle: see the cycleStartDay setting)" |
*
* @param {Budget_Cli_Per_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_option = /** @type {((inputs?: Budget_Cli_Per_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Per_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_per_option(inputs)
	return __en.budget_cli_per_option(inputs)
});
/**
* | output |
* | --- |
* | "{limit} a week" |
*
* @param {Budget_Cli_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_week = /** @type {((inputs: Budget_Cli_Per_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Per_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_per_week(inputs)
	return __en.budget_cli_per_week(inputs)
});
/**
* | output |
* | --- |
* | "{target} has no budget per period any more." |
*
* @param {Budget_Cli_Period_ClearedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_cleared = /** @type {((inputs: Budget_Cli_Period_ClearedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Period_ClearedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_period_cleared(inputs)
	return __en.budget_cli_period_cleared(inputs)
});
/**
* | output |
* | --- |
* | "{target} had no budget per period." |
*
* @param {Budget_Cli_Period_Had_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_had_none = /** @type {((inputs: Budget_Cli_Period_Had_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Period_Had_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_period_had_none(inputs)
	return __en.budget_cli_period_had_none(inputs)
});
/**
* | output |
* | --- |
* | "{target}: {budget}" |
*
* @param {Budget_Cli_Period_HeadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_head = /** @type {((inputs: Budget_Cli_Period_HeadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Period_HeadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_period_head(inputs)
	return __en.budget_cli_period_head(inputs)
});
/**
* | output |
* | --- |
* | "{period}: {used} — {progress}" |
*
* @param {Budget_Cli_Period_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_line = /** @type {((inputs: Budget_Cli_Period_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Period_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_period_line(inputs)
	return __en.budget_cli_period_line(inputs)
});
/**
* | output |
* | --- |
* | "{target} has no budget per period. Set one with: timetray budget {how} --hours 40 --per cycle (or week, month)" |
*
* @param {Budget_Cli_Period_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_none = /** @type {((inputs: Budget_Cli_Period_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Period_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_period_none(inputs)
	return __en.budget_cli_period_none(inputs)
});
/**
* | output |
* | --- |
* | "{percent}% of {limit}" |
*
* @param {Budget_Cli_ProgressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress = /** @type {((inputs: Budget_Cli_ProgressInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_ProgressInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_progress(inputs)
	return __en.budget_cli_progress(inputs)
});
/**
* | output |
* | --- |
* | "{hours}, {value}" |
*
* @param {Budget_Cli_Progress_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress_both = /** @type {((inputs: Budget_Cli_Progress_BothInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Progress_BothInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_progress_both(inputs)
	return __en.budget_cli_progress_both(inputs)
});
/**
* | output |
* | --- |
* | "no figure to compare yet" |
*
* @param {Budget_Cli_Progress_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress_none = /** @type {((inputs?: Budget_Cli_Progress_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Progress_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_progress_none(inputs)
	return __en.budget_cli_progress_none(inputs)
});
/**
* | output |
* | --- |
* | "{limit} (progress known once the project's totals are fetched: timetray project {id})" |
*
* @param {Budget_Cli_Progress_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress_unknown = /** @type {((inputs: Budget_Cli_Progress_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Progress_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_progress_unknown(inputs)
	return __en.budget_cli_progress_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Project #{id}" |
*
* @param {Budget_Cli_Project_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_project_id = /** @type {((inputs: Budget_Cli_Project_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Project_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_project_id(inputs)
	return __en.budget_cli_project_id(inputs)
});
/**
* | output |
* | --- |
* | "Project “{name}” (#{id})" |
*
* @param {Budget_Cli_Project_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_project_named = /** @type {((inputs: Budget_Cli_Project_NamedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Project_NamedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_project_named(inputs)
	return __en.budget_cli_project_named(inputs)
});
/**
* | output |
* | --- |
* | "Give a project ID or --customer ID, not both." |
*
* @param {Budget_Cli_Project_Or_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_project_or_customer = /** @type {((inputs?: Budget_Cli_Project_Or_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Project_Or_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_project_or_customer(inputs)
	return __en.budget_cli_project_or_customer(inputs)
});
/**
* | output |
* | --- |
* | "Budget of {project}: {budget}." |
*
* @param {Budget_Cli_SetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_set = /** @type {((inputs: Budget_Cli_SetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_SetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_set(inputs)
	return __en.budget_cli_set(inputs)
});
/**
* | output |
* | --- |
* | "Show, set or remove the budget of project ID or of a customer (--customer), in hours and/or value, for the whole project or per week, month or cycle (kept on..." |
*
* @param {Budget_Cli_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_summary = /** @type {((inputs?: Budget_Cli_SummaryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_SummaryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_summary(inputs)
	return __en.budget_cli_summary(inputs)
});
/**
* | output |
* | --- |
* | "{hours}, {value}" |
*
* @param {Budget_Cli_Used_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_used_both = /** @type {((inputs: Budget_Cli_Used_BothInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Used_BothInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_used_both(inputs)
	return __en.budget_cli_used_both(inputs)
});
/**
* | output |
* | --- |
* | "the value agreed, e.g. 15000 (no thousands separators), or none" |
*
* @param {Budget_Cli_Value_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_value_option = /** @type {((inputs?: Budget_Cli_Value_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_Value_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_value_option(inputs)
	return __en.budget_cli_value_option(inputs)
});
/**
* | output |
* | --- |
* | "Which budget? Give a project ID (timetray budget 7 --hours 120) or a customer (timetray budget --customer 3 --hours 40 --per cycle)." |
*
* @param {Budget_Cli_WhichInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_which = /** @type {((inputs?: Budget_Cli_WhichInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Cli_WhichInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_cli_which(inputs)
	return __en.budget_cli_which(inputs)
});
/**
* | output |
* | --- |
* | "The Rabbiit API does not name a currency. Choose one to show values and rates in it, written the way your language writes money." |
*
* @param {Budget_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_hint = /** @type {((inputs?: Budget_Currency_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Currency_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_currency_hint(inputs)
	return __en.budget_currency_hint(inputs)
});
/**
* | output |
* | --- |
* | "currency must be none or a currency code such as BRL, EUR or USD; using none (plain numbers)" |
*
* @param {Budget_Currency_IgnoredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_ignored = /** @type {((inputs?: Budget_Currency_IgnoredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Currency_IgnoredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_currency_ignored(inputs)
	return __en.budget_currency_ignored(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Budget_Currency_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_label = /** @type {((inputs?: Budget_Currency_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Currency_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_currency_label(inputs)
	return __en.budget_currency_label(inputs)
});
/**
* | output |
* | --- |
* | "None (plain numbers)" |
*
* @param {Budget_Currency_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_none = /** @type {((inputs?: Budget_Currency_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Currency_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_currency_none(inputs)
	return __en.budget_currency_none(inputs)
});
/**
* | output |
* | --- |
* | "The customer's budget per period" |
*
* @param {Budget_Customer_Card_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_customer_card_heading = /** @type {((inputs?: Budget_Customer_Card_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Customer_Card_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_customer_card_heading(inputs)
	return __en.budget_customer_card_heading(inputs)
});
/**
* | output |
* | --- |
* | "Customer #{id} has no project in this account’s project list — refresh the list and check the id (timetray projects shows each customer’s)." |
*
* @param {Budget_Customer_Not_In_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_customer_not_in_list = /** @type {((inputs: Budget_Customer_Not_In_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Customer_Not_In_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_customer_not_in_list(inputs)
	return __en.budget_customer_not_in_list(inputs)
});
/**
* | output |
* | --- |
* | "Hours, a value or both. Progress is the larger of the two." |
*
* @param {Budget_Editor_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_editor_hint = /** @type {((inputs?: Budget_Editor_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Editor_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_editor_hint(inputs)
	return __en.budget_editor_hint(inputs)
});
/**
* | output |
* | --- |
* | "Give the budget in hours, in value or both; to remove a budget, clear it." |
*
* @param {Budget_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_empty = /** @type {((inputs?: Budget_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_empty(inputs)
	return __en.budget_empty(inputs)
});
/**
* | output |
* | --- |
* | "Customers (all their projects)" |
*
* @param {Budget_Form_CustomersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_customers = /** @type {((inputs?: Budget_Form_CustomersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_CustomersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_customers(inputs)
	return __en.budget_form_customers(inputs)
});
/**
* | output |
* | --- |
* | "Hours, a value or both; only this period's entries count, everyone's." |
*
* @param {Budget_Form_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_hint = /** @type {((inputs?: Budget_Form_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_hint(inputs)
	return __en.budget_form_hint(inputs)
});
/**
* | output |
* | --- |
* | "Starts again every" |
*
* @param {Budget_Form_PerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per = /** @type {((inputs?: Budget_Form_PerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_PerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_per(inputs)
	return __en.budget_form_per(inputs)
});
/**
* | output |
* | --- |
* | "billing cycle" |
*
* @param {Budget_Form_Per_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per_cycle = /** @type {((inputs?: Budget_Form_Per_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_Per_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_per_cycle(inputs)
	return __en.budget_form_per_cycle(inputs)
});
/**
* | output |
* | --- |
* | "month" |
*
* @param {Budget_Form_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per_month = /** @type {((inputs?: Budget_Form_Per_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_Per_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_per_month(inputs)
	return __en.budget_form_per_month(inputs)
});
/**
* | output |
* | --- |
* | "week" |
*
* @param {Budget_Form_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per_week = /** @type {((inputs?: Budget_Form_Per_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_Per_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_per_week(inputs)
	return __en.budget_form_per_week(inputs)
});
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Budget_Form_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_projects = /** @type {((inputs?: Budget_Form_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_projects(inputs)
	return __en.budget_form_projects(inputs)
});
/**
* | output |
* | --- |
* | "For" |
*
* @param {Budget_Form_TargetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_target = /** @type {((inputs?: Budget_Form_TargetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Form_TargetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_form_target(inputs)
	return __en.budget_form_target(inputs)
});
/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Budget_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_heading = /** @type {((inputs?: Budget_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_heading(inputs)
	return __en.budget_heading(inputs)
});
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Budget_Hours_FieldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_field = /** @type {((inputs?: Budget_Hours_FieldInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Hours_FieldInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_hours_field(inputs)
	return __en.budget_hours_field(inputs)
});
/**
* | output |
* | --- |
* | "Hours must be a number above 0 and at most {max}, e.g. 120 — or leave it empty." |
*
* @param {Budget_Hours_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_field_invalid = /** @type {((inputs: Budget_Hours_Field_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Hours_Field_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_hours_field_invalid(inputs)
	return __en.budget_hours_field_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The budget in hours must be a number greater than 0 and at most {max}, such as 120." |
*
* @param {Budget_Hours_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_invalid = /** @type {((inputs: Budget_Hours_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Hours_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_hours_invalid(inputs)
	return __en.budget_hours_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Budget_Hours_LimitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_limit = /** @type {((inputs: Budget_Hours_LimitInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Hours_LimitInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_hours_limit(inputs)
	return __en.budget_hours_limit(inputs)
});
/**
* | output |
* | --- |
* | "{percent}% of {hours} h" |
*
* @param {Budget_Hours_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_of = /** @type {((inputs: Budget_Hours_OfInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Hours_OfInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_hours_of(inputs)
	return __en.budget_hours_of(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h (hours not known yet)" |
*
* @param {Budget_Hours_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_unknown = /** @type {((inputs: Budget_Hours_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Hours_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_hours_unknown(inputs)
	return __en.budget_hours_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Budget_Kind_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_kind_customer = /** @type {((inputs?: Budget_Kind_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Kind_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_kind_customer(inputs)
	return __en.budget_kind_customer(inputs)
});
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Budget_Kind_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_kind_project = /** @type {((inputs?: Budget_Kind_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Kind_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_kind_project(inputs)
	return __en.budget_kind_project(inputs)
});
/**
* | output |
* | --- |
* | "{period}: {used} — {percent}% of {limit}" |
*
* @param {Budget_Last_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_last_line = /** @type {((inputs: Budget_Last_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Last_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_last_line(inputs)
	return __en.budget_last_line(inputs)
});
/**
* | output |
* | --- |
* | "{period}: not known yet" |
*
* @param {Budget_Last_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_last_unknown = /** @type {((inputs: Budget_Last_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Last_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_last_unknown(inputs)
	return __en.budget_last_unknown(inputs)
});
/**
* | output |
* | --- |
* | "{hours} or {value}" |
*
* @param {Budget_Limit_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_limit_both = /** @type {((inputs: Budget_Limit_BothInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Limit_BothInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_limit_both(inputs)
	return __en.budget_limit_both(inputs)
});
/**
* | output |
* | --- |
* | "{percent}% of budget" |
*
* @param {Budget_MarkerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_marker = /** @type {((inputs: Budget_MarkerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_MarkerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_marker(inputs)
	return __en.budget_marker(inputs)
});
/**
* | output |
* | --- |
* | "Near the budget" |
*
* @param {Budget_NearInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_near = /** @type {((inputs?: Budget_NearInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_NearInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_near(inputs)
	return __en.budget_near(inputs)
});
/**
* | output |
* | --- |
* | "No budget set." |
*
* @param {Budget_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_none = /** @type {((inputs?: Budget_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_none(inputs)
	return __en.budget_none(inputs)
});
/**
* | output |
* | --- |
* | "Project #{id} is not in this account’s project list — refresh the list and check the id." |
*
* @param {Budget_Not_In_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_not_in_list = /** @type {((inputs: Budget_Not_In_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Not_In_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_not_in_list(inputs)
	return __en.budget_not_in_list(inputs)
});
/**
* | output |
* | --- |
* | "Over budget" |
*
* @param {Budget_OverInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_over = /** @type {((inputs?: Budget_OverInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_OverInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_over(inputs)
	return __en.budget_over(inputs)
});
/**
* | output |
* | --- |
* | "ahead — at this pace it runs out early" |
*
* @param {Budget_Pace_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_ahead = /** @type {((inputs?: Budget_Pace_AheadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Pace_AheadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_pace_ahead(inputs)
	return __en.budget_pace_ahead(inputs)
});
/**
* | output |
* | --- |
* | "behind — at this pace part of it goes unused" |
*
* @param {Budget_Pace_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_behind = /** @type {((inputs?: Budget_Pace_BehindInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Pace_BehindInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_pace_behind(inputs)
	return __en.budget_pace_behind(inputs)
});
/**
* | output |
* | --- |
* | "{gone}% of the working days gone: {pace}" |
*
* @param {Budget_Pace_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_line = /** @type {((inputs: Budget_Pace_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Pace_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_pace_line(inputs)
	return __en.budget_pace_line(inputs)
});
/**
* | output |
* | --- |
* | "on pace" |
*
* @param {Budget_Pace_On_PaceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_on_pace = /** @type {((inputs?: Budget_Pace_On_PaceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Pace_On_PaceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_pace_on_pace(inputs)
	return __en.budget_pace_on_pace(inputs)
});
/**
* | output |
* | --- |
* | "slightly ahead" |
*
* @param {Budget_Pace_Slightly_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_slightly_ahead = /** @type {((inputs?: Budget_Pace_Slightly_AheadInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Pace_Slightly_AheadInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_pace_slightly_ahead(inputs)
	return __en.budget_pace_slightly_ahead(inputs)
});
/**
* | output |
* | --- |
* | "slightly behind" |
*
* @param {Budget_Pace_Slightly_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_slightly_behind = /** @type {((inputs?: Budget_Pace_Slightly_BehindInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Pace_Slightly_BehindInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_pace_slightly_behind(inputs)
	return __en.budget_pace_slightly_behind(inputs)
});
/**
* | output |
* | --- |
* | "Some days are not fetched yet: partial." |
*
* @param {Budget_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_partial = /** @type {((inputs?: Budget_PartialInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_PartialInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_partial(inputs)
	return __en.budget_partial(inputs)
});
/**
* | output |
* | --- |
* | "{limit} a billing cycle" |
*
* @param {Budget_Per_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_cycle = /** @type {((inputs: Budget_Per_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Per_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_per_cycle(inputs)
	return __en.budget_per_cycle(inputs)
});
/**
* | output |
* | --- |
* | "A budget's period is week, month or cycle (or lifetime, the budget of the whole project)." |
*
* @param {Budget_Per_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_invalid = /** @type {((inputs?: Budget_Per_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Per_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_per_invalid(inputs)
	return __en.budget_per_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{limit} a month" |
*
* @param {Budget_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_month = /** @type {((inputs: Budget_Per_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Per_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_per_month(inputs)
	return __en.budget_per_month(inputs)
});
/**
* | output |
* | --- |
* | "{limit} a week" |
*
* @param {Budget_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_week = /** @type {((inputs: Budget_Per_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Per_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_per_week(inputs)
	return __en.budget_per_week(inputs)
});
/**
* | output |
* | --- |
* | "Budget per period" |
*
* @param {Budget_Period_Card_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_period_card_heading = /** @type {((inputs?: Budget_Period_Card_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Period_Card_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_period_card_heading(inputs)
	return __en.budget_period_card_heading(inputs)
});
/**
* | output |
* | --- |
* | "{period}: {used}" |
*
* @param {Budget_Period_UsedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_period_used = /** @type {((inputs: Budget_Period_UsedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Period_UsedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_period_used(inputs)
	return __en.budget_period_used(inputs)
});
/**
* | output |
* | --- |
* | "Budget used" |
*
* @param {Budget_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_progress_label = /** @type {((inputs?: Budget_Progress_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Progress_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_progress_label(inputs)
	return __en.budget_progress_label(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Budget_RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_remove = /** @type {((inputs?: Budget_RemoveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_RemoveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_remove(inputs)
	return __en.budget_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove the budget of {name}" |
*
* @param {Budget_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_remove_named = /** @type {((inputs: Budget_Remove_NamedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Remove_NamedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_remove_named(inputs)
	return __en.budget_remove_named(inputs)
});
/**
* | output |
* | --- |
* | "Budget removed." |
*
* @param {Budget_RemovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_removed = /** @type {((inputs?: Budget_RemovedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_RemovedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_removed(inputs)
	return __en.budget_removed(inputs)
});
/**
* | output |
* | --- |
* | "Budget saved." |
*
* @param {Budget_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_saved = /** @type {((inputs?: Budget_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_saved(inputs)
	return __en.budget_saved(inputs)
});
/**
* | output |
* | --- |
* | "Set budget…" |
*
* @param {Budget_Set_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_set_button = /** @type {((inputs?: Budget_Set_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Set_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_set_button(inputs)
	return __en.budget_set_button(inputs)
});
/**
* | output |
* | --- |
* | "A budget is a number of hours, a value, or both." |
*
* @param {Budget_Shape_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_shape_invalid = /** @type {((inputs?: Budget_Shape_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Shape_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_shape_invalid(inputs)
	return __en.budget_shape_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Budget_Value_FieldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_field = /** @type {((inputs?: Budget_Value_FieldInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Value_FieldInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_value_field(inputs)
	return __en.budget_value_field(inputs)
});
/**
* | output |
* | --- |
* | "The value must be a number above 0 and at most {max}, e.g. 15000 — or leave it empty." |
*
* @param {Budget_Value_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_field_invalid = /** @type {((inputs: Budget_Value_Field_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Value_Field_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_value_field_invalid(inputs)
	return __en.budget_value_field_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The budget in value must be a number greater than 0 and at most {max}, such as 15000." |
*
* @param {Budget_Value_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_invalid = /** @type {((inputs: Budget_Value_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Value_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_value_invalid(inputs)
	return __en.budget_value_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{spent} of {budget}" |
*
* @param {Budget_Value_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_of = /** @type {((inputs: Budget_Value_OfInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Value_OfInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_value_of(inputs)
	return __en.budget_value_of(inputs)
});
/**
* | output |
* | --- |
* | "{percent}% of {budget}" |
*
* @param {Budget_Value_PercentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_percent = /** @type {((inputs: Budget_Value_PercentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Value_PercentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_value_percent(inputs)
	return __en.budget_value_percent(inputs)
});
/**
* | output |
* | --- |
* | "{budget} (value not known yet)" |
*
* @param {Budget_Value_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_unknown = /** @type {((inputs: Budget_Value_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Value_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_value_unknown(inputs)
	return __en.budget_value_unknown(inputs)
});
/**
* | output |
* | --- |
* | "The web app can only be opened over https on the account’s own service address, and this account’s address is not one — sign in again with an https address." |
*
* @param {Budget_Web_App_UnsafeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_web_app_unsafe = /** @type {((inputs?: Budget_Web_App_UnsafeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budget_Web_App_UnsafeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budget_web_app_unsafe(inputs)
	return __en.budget_web_app_unsafe(inputs)
});
/**
* | output |
* | --- |
* | "Add a budget per period…" |
*
* @param {Budgets_Add_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_add_button = /** @type {((inputs?: Budgets_Add_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budgets_Add_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budgets_add_button(inputs)
	return __en.budgets_add_button(inputs)
});
/**
* | output |
* | --- |
* | "Project budgets" |
*
* @param {Budgets_Lifetime_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_lifetime_heading = /** @type {((inputs?: Budgets_Lifetime_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budgets_Lifetime_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budgets_lifetime_heading(inputs)
	return __en.budgets_lifetime_heading(inputs)
});
/**
* | output |
* | --- |
* | "No budget per period yet. Add one for a project or a whole customer — a retainer of 40 h a billing cycle, say." |
*
* @param {Budgets_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_none = /** @type {((inputs?: Budgets_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budgets_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budgets_none(inputs)
	return __en.budgets_none(inputs)
});
/**
* | output |
* | --- |
* | "This account has no reports, so budgets per period cannot be measured." |
*
* @param {Budgets_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_not_offered = /** @type {((inputs?: Budgets_Not_OfferedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budgets_Not_OfferedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budgets_not_offered(inputs)
	return __en.budgets_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "Budgets per period" |
*
* @param {Budgets_Period_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_period_heading = /** @type {((inputs?: Budgets_Period_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budgets_Period_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budgets_period_heading(inputs)
	return __en.budgets_period_heading(inputs)
});
/**
* | output |
* | --- |
* | "Budgets" |
*
* @param {Budgets_View_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_view_title = /** @type {((inputs?: Budgets_View_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Budgets_View_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.budgets_view_title(inputs)
	return __en.budgets_view_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you no longer need one)." |
*
* @param {Ca_Choose_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_choose_again = /** @type {((inputs?: Ca_Choose_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ca_Choose_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.ca_choose_again(inputs)
	return __en.ca_choose_again(inputs)
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
* | "Give --ca-file a PEM file of CA certificates, or leave it out." |
*
* @param {Ca_Give_Flag_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_give_flag_again = /** @type {((inputs?: Ca_Give_Flag_AgainInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ca_Give_Flag_AgainInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.ca_give_flag_again(inputs)
	return __en.ca_give_flag_again(inputs)
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
* | "{day}: {hours}" |
*
* @param {Chart_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_day = /** @type {((inputs: Chart_DayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_DayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.chart_day(inputs)
	return __en.chart_day(inputs)
});
/**
* | output |
* | --- |
* | "{day}: not fetched" |
*
* @param {Chart_Day_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_day_unknown = /** @type {((inputs: Chart_Day_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Day_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.chart_day_unknown(inputs)
	return __en.chart_day_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Your hours per day, {from} – {to}. The arrow keys read each day." |
*
* @param {Chart_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_label = /** @type {((inputs: Chart_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.chart_label(inputs)
	return __en.chart_label(inputs)
});
/**
* | output |
* | --- |
* | "Everyone's hours per day, {from} – {to}. The arrow keys read each day." |
*
* @param {Chart_Label_TeamInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_label_team = /** @type {((inputs: Chart_Label_TeamInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Label_TeamInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.chart_label_team(inputs)
	return __en.chart_label_team(inputs)
});
/**
* | output |
* | --- |
* | "{day} (today)" |
*
* @param {Chart_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_today = /** @type {((inputs: Chart_TodayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_TodayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.chart_today(inputs)
	return __en.chart_today(inputs)
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
* | "true or false" |
*
* @param {Cli_Accepted_BooleanInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_boolean = /** @type {((inputs?: Cli_Accepted_BooleanInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_BooleanInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_boolean(inputs)
	return __en.cli_accepted_boolean(inputs)
});
/**
* | output |
* | --- |
* | "a PEM file of CA certificates, or none" |
*
* @param {Cli_Accepted_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_ca_file = /** @type {((inputs?: Cli_Accepted_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_ca_file(inputs)
	return __en.cli_accepted_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "none or a currency code such as BRL, USD or EUR" |
*
* @param {Cli_Accepted_CurrencyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_currency = /** @type {((inputs?: Cli_Accepted_CurrencyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_CurrencyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_currency(inputs)
	return __en.cli_accepted_currency(inputs)
});
/**
* | output |
* | --- |
* | "a day of the month from {min} to {max}: the day your billing cycle starts (1: the calendar month)" |
*
* @param {Cli_Accepted_Cycle_Start_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_cycle_start_day = /** @type {((inputs: Cli_Accepted_Cycle_Start_DayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_Cycle_Start_DayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_cycle_start_day(inputs)
	return __en.cli_accepted_cycle_start_day(inputs)
});
/**
* | output |
* | --- |
* | "5, 15, 30, 60 or manual" |
*
* @param {Cli_Accepted_IntervalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_interval = /** @type {((inputs?: Cli_Accepted_IntervalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_IntervalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_interval(inputs)
	return __en.cli_accepted_interval(inputs)
});
/**
* | output |
* | --- |
* | "{choices} (auto: LANGUAGE, LC_ALL, LC_MESSAGES or LANG here, the system's languages in the app)" |
*
* @param {Cli_Accepted_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_language = /** @type {((inputs: Cli_Accepted_LanguageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_LanguageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_language(inputs)
	return __en.cli_accepted_language(inputs)
});
/**
* | output |
* | --- |
* | "{choices} (minutes each invoice entry is rounded up to; none: exact)" |
*
* @param {Cli_Accepted_Round_ToInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_round_to = /** @type {((inputs: Cli_Accepted_Round_ToInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_Round_ToInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_round_to(inputs)
	return __en.cli_accepted_round_to(inputs)
});
/**
* | output |
* | --- |
* | "an accelerator such as CommandOrControl+Alt+T, or off" |
*
* @param {Cli_Accepted_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_shortcut = /** @type {((inputs?: Cli_Accepted_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_shortcut(inputs)
	return __en.cli_accepted_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "{choices} (macOS: what the menu bar shows beside the icon)" |
*
* @param {Cli_Accepted_Tray_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_tray_title = /** @type {((inputs: Cli_Accepted_Tray_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_Tray_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_tray_title(inputs)
	return __en.cli_accepted_tray_title(inputs)
});
/**
* | output |
* | --- |
* | "{choices} (auto: your language's first day of the week, Sunday in Brazil)" |
*
* @param {Cli_Accepted_Week_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_week_start = /** @type {((inputs: Cli_Accepted_Week_StartInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_Week_StartInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_week_start(inputs)
	return __en.cli_accepted_week_start(inputs)
});
/**
* | output |
* | --- |
* | "days of the week: mon,tue,wed,thu,fri or a range mon-fri (Portuguese too: seg-sex); the days a period budget's pace counts" |
*
* @param {Cli_Accepted_Work_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_work_days = /** @type {((inputs?: Cli_Accepted_Work_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Accepted_Work_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepted_work_days(inputs)
	return __en.cli_accepted_work_days(inputs)
});
/**
* | output |
* | --- |
* | "timetray accepts: {options}." |
*
* @param {Cli_AcceptsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepts = /** @type {((inputs: Cli_AcceptsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_AcceptsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_accepts(inputs)
	return __en.cli_accepts(inputs)
});
/**
* | output |
* | --- |
* | "The account is an argument here: {corrected}" |
*
* @param {Cli_Account_ArgumentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_argument = /** @type {((inputs: Cli_Account_ArgumentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Account_ArgumentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_account_argument(inputs)
	return __en.cli_account_argument(inputs)
});
/**
* | output |
* | --- |
* | "key: {key}" |
*
* @param {Cli_Account_Key_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_key_line = /** @type {((inputs: Cli_Account_Key_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Account_Key_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_account_key_line(inputs)
	return __en.cli_account_key_line(inputs)
});
/**
* | output |
* | --- |
* | "{name} account {accountId} at {baseUrl} ({state}) {lastUsed}" |
*
* @param {Cli_Account_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_line = /** @type {((inputs: Cli_Account_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Account_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_account_line(inputs)
	return __en.cli_account_line(inputs)
});
/**
* | output |
* | --- |
* | "Give the account with --account: {corrected}" |
*
* @param {Cli_Account_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_option = /** @type {((inputs: Cli_Account_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Account_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_account_option(inputs)
	return __en.cli_account_option(inputs)
});
/**
* | output |
* | --- |
* | "[archived]" |
*
* @param {Cli_Archived_FlagInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_archived_flag = /** @type {((inputs?: Cli_Archived_FlagInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Archived_FlagInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_archived_flag(inputs)
	return __en.cli_archived_flag(inputs)
});
/**
* | expectedPlural | output |
* | --- | --- |
* | "one" | "Usage: timetray {usage} — expected {expected} argument, got {got}." |
* | "other" | "Usage: timetray {usage} — expected {expected} arguments, got {got}." |
*
* @param {Cli_Argument_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_count = /** @type {((inputs: Cli_Argument_CountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Argument_CountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_argument_count(inputs)
	return __en.cli_argument_count(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray {usage} — it takes no arguments (given: {given})." |
*
* @param {Cli_Argument_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_none = /** @type {((inputs: Cli_Argument_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Argument_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_argument_none(inputs)
	return __en.cli_argument_none(inputs)
});
/**
* | output |
* | --- |
* | "{least} to {most}" |
*
* @param {Cli_Argument_RangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_range = /** @type {((inputs: Cli_Argument_RangeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Argument_RangeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_argument_range(inputs)
	return __en.cli_argument_range(inputs)
});
/**
* | output |
* | --- |
* | "Account id (after /a/ in the web app)" |
*
* @param {Cli_Ask_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_account_id = /** @type {((inputs?: Cli_Ask_Account_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_Account_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_account_id(inputs)
	return __en.cli_ask_account_id(inputs)
});
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Cli_Ask_EmailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_email = /** @type {((inputs?: Cli_Ask_EmailInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_EmailInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_email(inputs)
	return __en.cli_ask_email(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Cli_Ask_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_password = /** @type {((inputs?: Cli_Ask_PasswordInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_PasswordInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_password(inputs)
	return __en.cli_ask_password(inputs)
});
/**
* | output |
* | --- |
* | "Service address" |
*
* @param {Cli_Ask_Service_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_service_address = /** @type {((inputs?: Cli_Ask_Service_AddressInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_Service_AddressInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_service_address(inputs)
	return __en.cli_ask_service_address(inputs)
});
/**
* | output |
* | --- |
* | "Token" |
*
* @param {Cli_Ask_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_token = /** @type {((inputs?: Cli_Ask_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ask_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ask_token(inputs)
	return __en.cli_ask_token(inputs)
});
/**
* | output |
* | --- |
* | "\"{text}\" is not a shortcut Timetray understands: use one or more modifiers (CommandOrControl, Ctrl, Alt, Shift, Super) and one key, e.g. CommandOrControl+Alt+T." |
*
* @param {Cli_Bad_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_bad_shortcut = /** @type {((inputs: Cli_Bad_ShortcutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Bad_ShortcutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_bad_shortcut(inputs)
	return __en.cli_bad_shortcut(inputs)
});
/**
* | output |
* | --- |
* | "yes, by person" |
*
* @param {Cli_Billable_By_PersonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_billable_by_person = /** @type {((inputs?: Cli_Billable_By_PersonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Billable_By_PersonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_billable_by_person(inputs)
	return __en.cli_billable_by_person(inputs)
});
/**
* | output |
* | --- |
* | "yes, by project" |
*
* @param {Cli_Billable_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_billable_by_project = /** @type {((inputs?: Cli_Billable_By_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Billable_By_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_billable_by_project(inputs)
	return __en.cli_billable_by_project(inputs)
});
/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Cli_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_both = /** @type {((inputs: Cli_BothInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_BothInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_both(inputs)
	return __en.cli_both(inputs)
});
/**
* | output |
* | --- |
* | "The file given with --ca-file cannot be used: {problem}. {fix}" |
*
* @param {Cli_Ca_File_FlagInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ca_file_flag = /** @type {((inputs: Cli_Ca_File_FlagInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ca_File_FlagInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ca_file_flag(inputs)
	return __en.cli_ca_file_flag(inputs)
});
/**
* | output |
* | --- |
* | "The extra CA file is set but cannot be used: {problem}. Connections will fail until it is fixed. {fix}" |
*
* @param {Cli_Ca_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ca_unusable = /** @type {((inputs: Cli_Ca_UnusableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ca_UnusableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ca_unusable(inputs)
	return __en.cli_ca_unusable(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled." |
*
* @param {Cli_CancelledInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_cancelled = /** @type {((inputs?: Cli_CancelledInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_CancelledInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_cancelled(inputs)
	return __en.cli_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "`timetray {command}` accepts: {options}." |
*
* @param {Cli_Command_AcceptsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_command_accepts = /** @type {((inputs: Cli_Command_AcceptsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Command_AcceptsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_command_accepts(inputs)
	return __en.cli_command_accepts(inputs)
});
/**
* | output |
* | --- |
* | "The Timetray app applies it: at once if it is running, otherwise when it next starts." |
*
* @param {Cli_Config_App_AppliesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_app_applies = /** @type {((inputs?: Cli_Config_App_AppliesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Config_App_AppliesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_config_app_applies(inputs)
	return __en.cli_config_app_applies(inputs)
});
/**
* | output |
* | --- |
* | "{key} is now {value}." |
*
* @param {Cli_Config_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_now = /** @type {((inputs: Cli_Config_NowInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Config_NowInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_config_now(inputs)
	return __en.cli_config_now(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray config [get KEY \| set KEY VALUE]." |
*
* @param {Cli_Config_UsageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_usage = /** @type {((inputs?: Cli_Config_UsageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Config_UsageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_config_usage(inputs)
	return __en.cli_config_usage(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} budget" |
* | "other" | "{countText} budgets" |
*
* @param {Cli_Count_BudgetsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_count_budgets = /** @type {((inputs: Cli_Count_BudgetsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Count_BudgetsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_count_budgets(inputs)
	return __en.cli_count_budgets(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} pin" |
* | "other" | "{countText} pins" |
*
* @param {Cli_Count_PinsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_count_pins = /** @type {((inputs: Cli_Count_PinsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Count_PinsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_count_pins(inputs)
	return __en.cli_count_pins(inputs)
});
/**
* | output |
* | --- |
* | "{name} (customer {id})" |
*
* @param {Cli_Customer_GroupInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_group = /** @type {((inputs: Cli_Customer_GroupInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Customer_GroupInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_customer_group(inputs)
	return __en.cli_customer_group(inputs)
});
/**
* | output |
* | --- |
* | "There is no customer {id} in this account — `timetray projects` shows each customer’s id." |
*
* @param {Cli_Customer_Not_In_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_not_in_account = /** @type {((inputs: Cli_Customer_Not_In_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Customer_Not_In_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_customer_not_in_account(inputs)
	return __en.cli_customer_not_in_account(inputs)
});
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Cli_Customer_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_number = /** @type {((inputs: Cli_Customer_NumberInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Customer_NumberInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_customer_number(inputs)
	return __en.cli_customer_number(inputs)
});
/**
* | output |
* | --- |
* | "Customer {id} is now “{name}”." |
*
* @param {Cli_Customer_RenamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_renamed = /** @type {((inputs: Cli_Customer_RenamedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Customer_RenamedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_customer_renamed(inputs)
	return __en.cli_customer_renamed(inputs)
});
/**
* | output |
* | --- |
* | "If {value} is a value, not an option, put -- before it: {corrected}" |
*
* @param {Cli_Dash_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_dash_value = /** @type {((inputs: Cli_Dash_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Dash_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_dash_value(inputs)
	return __en.cli_dash_value(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "Cached {when}." |
*
* @param {Cli_Details_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_details_cached = /** @type {((inputs: Cli_Details_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Details_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_details_cached(inputs)
	return __en.cli_details_cached(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "Fetched {when}." |
*
* @param {Cli_Details_FetchedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_details_fetched = /** @type {((inputs: Cli_Details_FetchedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Details_FetchedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_details_fetched(inputs)
	return __en.cli_details_fetched(inputs)
});
/**
* | output |
* | --- |
* | "Did you mean {nearest}?" |
*
* @param {Cli_Did_You_Mean_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_did_you_mean_option = /** @type {((inputs: Cli_Did_You_Mean_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Did_You_Mean_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_did_you_mean_option(inputs)
	return __en.cli_did_you_mean_option(inputs)
});
/**
* | output |
* | --- |
* | "the disk is full" |
*
* @param {Cli_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_disk_full = /** @type {((inputs?: Cli_Disk_FullInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Disk_FullInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_disk_full(inputs)
	return __en.cli_disk_full(inputs)
});
/**
* | output |
* | --- |
* | "Commands:" |
*
* @param {Cli_Help_Commands_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_commands_heading = /** @type {((inputs?: Cli_Help_Commands_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Commands_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_commands_heading(inputs)
	return __en.cli_help_commands_heading(inputs)
});
/**
* | output |
* | --- |
* | "Exit codes: 0 ok · 1 failure (including an unusable keychain) · 2 usage error or invalid input 3 sign-in needed (no session, or the service refused it) 4 net..." |
*
* @param {Cli_Help_Exit_CodesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_exit_codes = /** @type {((inputs?: Cli_Help_Exit_CodesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Exit_CodesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_exit_codes(inputs)
	return __en.cli_help_exit_codes(inputs)
});
/**
* | output |
* | --- |
* | "Global options:" |
*
* @param {Cli_Help_Global_Options_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_global_options_heading = /** @type {((inputs?: Cli_Help_Global_Options_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Global_Options_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_global_options_heading(inputs)
	return __en.cli_help_global_options_heading(inputs)
});
/**
* | output |
* | --- |
* | "timetray — your Rabbiit projects from the command line. Uses the same accounts, keychain entries and User-Agent as the Timetray tray app." |
*
* @param {Cli_Help_IntroInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_intro = /** @type {((inputs?: Cli_Help_IntroInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_IntroInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_intro(inputs)
	return __en.cli_help_intro(inputs)
});
/**
* | output |
* | --- |
* | "--json output (one JSON document on stdout; stable, fields are only ever added):" |
*
* @param {Cli_Help_Json_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_json_heading = /** @type {((inputs?: Cli_Help_Json_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Json_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_json_heading(inputs)
	return __en.cli_help_json_heading(inputs)
});
/**
* | output |
* | --- |
* | "Account = {\"key\",\"label\",\"baseUrl\",\"accountId\",\"email\",\"signedIn\":bool\|null,\"active\":bool, \"lastUsed\": ISO-time\|null, \"keychain\": \"ok\"\|\"locked\"\|\"unavailable\"..." |
*
* @param {Cli_Help_Json_ShapesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_json_shapes = /** @type {((inputs?: Cli_Help_Json_ShapesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Json_ShapesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_json_shapes(inputs)
	return __en.cli_help_json_shapes(inputs)
});
/**
* | output |
* | --- |
* | "Options:" |
*
* @param {Cli_Help_Options_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_options_heading = /** @type {((inputs?: Cli_Help_Options_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Options_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_options_heading(inputs)
	return __en.cli_help_options_heading(inputs)
});
/**
* | output |
* | --- |
* | "[options]" |
*
* @param {Cli_Help_Options_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_options_placeholder = /** @type {((inputs?: Cli_Help_Options_PlaceholderInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Options_PlaceholderInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_options_placeholder(inputs)
	return __en.cli_help_options_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Every command, the exit codes and the --json shapes: `timetray --help`." |
*
* @param {Cli_Help_See_OverviewInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_see_overview = /** @type {((inputs?: Cli_Help_See_OverviewInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_See_OverviewInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_see_overview(inputs)
	return __en.cli_help_see_overview(inputs)
});
/**
* | output |
* | --- |
* | "Settings live in $TIMETRAY_CONFIG_DIR, else the per-user config folder (Linux: $XDG_CONFIG_HOME/Timetray or ~/.config/Timetray). Tokens live only in the OS k..." |
*
* @param {Cli_Help_Settings_WhereInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_settings_where = /** @type {((inputs?: Cli_Help_Settings_WhereInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Settings_WhereInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_settings_where(inputs)
	return __en.cli_help_settings_where(inputs)
});
/**
* | output |
* | --- |
* | "Times are shown in local time, in the format of the language (the language setting, else LC_ALL, LC_TIME or LANG); --json keeps ISO 8601." |
*
* @param {Cli_Help_TimesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_times = /** @type {((inputs?: Cli_Help_TimesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_TimesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_times(inputs)
	return __en.cli_help_times(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray {usage}" |
*
* @param {Cli_Help_Usage_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_usage_line = /** @type {((inputs: Cli_Help_Usage_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Usage_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_usage_line(inputs)
	return __en.cli_help_usage_line(inputs)
});
/**
* | output |
* | --- |
* | "Usage: timetray <command> [options] timetray <command> --help that command alone, with its options" |
*
* @param {Cli_Help_Usage_OverviewInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_usage_overview = /** @type {((inputs?: Cli_Help_Usage_OverviewInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Help_Usage_OverviewInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_help_usage_overview(inputs)
	return __en.cli_help_usage_overview(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled: the input ended before an answer was given." |
*
* @param {Cli_Input_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_input_ended = /** @type {((inputs?: Cli_Input_EndedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Input_EndedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_input_ended(inputs)
	return __en.cli_input_ended(inputs)
});
/**
* | output |
* | --- |
* | "An invoice lists a customer's projects: leave out --by and --project." |
*
* @param {Cli_Invoice_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_by_project = /** @type {((inputs?: Cli_Invoice_By_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_By_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_by_project(inputs)
	return __en.cli_invoice_by_project(inputs)
});
/**
* | output |
* | --- |
* | "Money is hidden (setting hideMoney), and an invoice without its values would be wrong: show money with `timetray config set hideMoney false`, or leave out --..." |
*
* @param {Cli_Invoice_Money_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_money_hidden = /** @type {((inputs?: Cli_Invoice_Money_HiddenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_Money_HiddenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_money_hidden(inputs)
	return __en.cli_invoice_money_hidden(inputs)
});
/**
* | output |
* | --- |
* | "An invoice is one customer's: give --customer ID (timetray projects shows each customer's id)." |
*
* @param {Cli_Invoice_Needs_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_needs_customer = /** @type {((inputs?: Cli_Invoice_Needs_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_Needs_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_needs_customer(inputs)
	return __en.cli_invoice_needs_customer(inputs)
});
/**
* | output |
* | --- |
* | "one customer's invoice (needs --customer; PERIOD defaults to last-cycle): a line per project with hours, rate and value, and the total" |
*
* @param {Cli_Invoice_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_option = /** @type {((inputs?: Cli_Invoice_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_option(inputs)
	return __en.cli_invoice_option(inputs)
});
/**
* | output |
* | --- |
* | "Not every day of the period is known ({days}), so the invoice would be short; nothing was printed. Try again when the service answers (without --cached)." |
*
* @param {Cli_Invoice_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_partial = /** @type {((inputs: Cli_Invoice_PartialInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_PartialInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_partial(inputs)
	return __en.cli_invoice_partial(inputs)
});
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Cli_Invoice_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_rate = /** @type {((inputs?: Cli_Invoice_RateInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_RateInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_rate(inputs)
	return __en.cli_invoice_rate(inputs)
});
/**
* | output |
* | --- |
* | "Each entry rounded up to {minutes} minutes (setting roundTo)." |
*
* @param {Cli_Invoice_RoundedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_rounded = /** @type {((inputs: Cli_Invoice_RoundedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_RoundedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_rounded(inputs)
	return __en.cli_invoice_rounded(inputs)
});
/**
* | output |
* | --- |
* | "Invoice · {customer} · {period}" |
*
* @param {Cli_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_title = /** @type {((inputs: Cli_Invoice_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Invoice_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_invoice_title(inputs)
	return __en.cli_invoice_title(inputs)
});
/**
* | output |
* | --- |
* | "Billable" |
*
* @param {Cli_Label_BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_billable = /** @type {((inputs?: Cli_Label_BillableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_BillableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_billable(inputs)
	return __en.cli_label_billable(inputs)
});
/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Cli_Label_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_changed = /** @type {((inputs?: Cli_Label_ChangedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_ChangedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_changed(inputs)
	return __en.cli_label_changed(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Cli_Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_created = /** @type {((inputs?: Cli_Label_CreatedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_CreatedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_created(inputs)
	return __en.cli_label_created(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Cli_Label_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_customer = /** @type {((inputs?: Cli_Label_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_customer(inputs)
	return __en.cli_label_customer(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Cli_Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_description = /** @type {((inputs?: Cli_Label_DescriptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_DescriptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_description(inputs)
	return __en.cli_label_description(inputs)
});
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Cli_Label_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_hours = /** @type {((inputs?: Cli_Label_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_hours(inputs)
	return __en.cli_label_hours(inputs)
});
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Cli_Label_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_members = /** @type {((inputs?: Cli_Label_MembersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_MembersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_members(inputs)
	return __en.cli_label_members(inputs)
});
/**
* | output |
* | --- |
* | "Open tasks" |
*
* @param {Cli_Label_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_open_tasks = /** @type {((inputs?: Cli_Label_Open_TasksInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_Open_TasksInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_open_tasks(inputs)
	return __en.cli_label_open_tasks(inputs)
});
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Cli_Label_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_rate = /** @type {((inputs?: Cli_Label_RateInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_RateInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_rate(inputs)
	return __en.cli_label_rate(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Cli_Label_StatusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_status = /** @type {((inputs?: Cli_Label_StatusInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_StatusInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_status(inputs)
	return __en.cli_label_status(inputs)
});
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Cli_Label_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_value = /** @type {((inputs?: Cli_Label_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Label_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_label_value(inputs)
	return __en.cli_label_value(inputs)
});
/**
* | output |
* | --- |
* | "last use unknown" |
*
* @param {Cli_Last_Use_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_use_unknown = /** @type {((inputs?: Cli_Last_Use_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Use_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_use_unknown(inputs)
	return __en.cli_last_use_unknown(inputs)
});
/**
* | output |
* | --- |
* | "last used {days} days ago" |
*
* @param {Cli_Last_Used_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_days = /** @type {((inputs: Cli_Last_Used_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Used_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_used_days(inputs)
	return __en.cli_last_used_days(inputs)
});
/**
* | output |
* | --- |
* | "last used today" |
*
* @param {Cli_Last_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_today = /** @type {((inputs?: Cli_Last_Used_TodayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Used_TodayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_used_today(inputs)
	return __en.cli_last_used_today(inputs)
});
/**
* | output |
* | --- |
* | "last used yesterday" |
*
* @param {Cli_Last_Used_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_yesterday = /** @type {((inputs?: Cli_Last_Used_YesterdayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Last_Used_YesterdayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_last_used_yesterday(inputs)
	return __en.cli_last_used_yesterday(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "cached {when}" |
*
* @param {Cli_List_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_cached = /** @type {((inputs: Cli_List_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_List_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_list_cached(inputs)
	return __en.cli_list_cached(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "refreshed {when}" |
*
* @param {Cli_List_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_refreshed = /** @type {((inputs: Cli_List_RefreshedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_List_RefreshedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_list_refreshed(inputs)
	return __en.cli_list_refreshed(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "saved {when}" |
*
* @param {Cli_List_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_saved = /** @type {((inputs: Cli_List_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_List_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_list_saved(inputs)
	return __en.cli_list_saved(inputs)
});
/**
* | output |
* | --- |
* | "{label} was not signed in; nothing to revoke." |
*
* @param {Cli_Logout_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_not_signed_in = /** @type {((inputs: Cli_Logout_Not_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Logout_Not_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_logout_not_signed_in(inputs)
	return __en.cli_logout_not_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Signed out of {name} on this computer (the token was deleted from the keychain), but the service could not be told: the token stays valid there until it goes..." |
*
* @param {Cli_Logout_Not_ToldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_not_told = /** @type {((inputs: Cli_Logout_Not_ToldInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Logout_Not_ToldInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_logout_not_told(inputs)
	return __en.cli_logout_not_told(inputs)
});
/**
* | output |
* | --- |
* | "Signed out of {name}. The token was revoked at the service and deleted from the keychain." |
*
* @param {Cli_Logout_RevokedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_revoked = /** @type {((inputs: Cli_Logout_RevokedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Logout_RevokedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_logout_revoked(inputs)
	return __en.cli_logout_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Choose one of --markdown and --json." |
*
* @param {Cli_Markdown_Or_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_markdown_or_json = /** @type {((inputs?: Cli_Markdown_Or_JsonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Markdown_Or_JsonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_markdown_or_json(inputs)
	return __en.cli_markdown_or_json(inputs)
});
/**
* | output |
* | --- |
* | "{option} needs a value: {option} {valueName}." |
*
* @param {Cli_Needs_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_needs_value = /** @type {((inputs: Cli_Needs_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Needs_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_needs_value(inputs)
	return __en.cli_needs_value(inputs)
});
/**
* | output |
* | --- |
* | "no" |
*
* @param {Cli_NoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no = /** @type {((inputs?: Cli_NoInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_NoInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no(inputs)
	return __en.cli_no(inputs)
});
/**
* | output |
* | --- |
* | "No account matches \"{text}\". See `timetray accounts`." |
*
* @param {Cli_No_Account_MatchesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_matches = /** @type {((inputs: Cli_No_Account_MatchesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Account_MatchesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_account_matches(inputs)
	return __en.cli_no_account_matches(inputs)
});
/**
* | output |
* | --- |
* | "No account to sign out of. See `timetray accounts`." |
*
* @param {Cli_No_Account_To_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_to_sign_out = /** @type {((inputs?: Cli_No_Account_To_Sign_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Account_To_Sign_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_account_to_sign_out(inputs)
	return __en.cli_no_account_to_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "No accounts yet — run `timetray login` first." |
*
* @param {Cli_No_Account_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_yet = /** @type {((inputs?: Cli_No_Account_YetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Account_YetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_account_yet(inputs)
	return __en.cli_no_account_yet(inputs)
});
/**
* | output |
* | --- |
* | "No accounts yet. Add one with `timetray login`." |
*
* @param {Cli_No_Accounts_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_accounts_yet = /** @type {((inputs?: Cli_No_Accounts_YetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Accounts_YetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_accounts_yet(inputs)
	return __en.cli_no_accounts_yet(inputs)
});
/**
* | output |
* | --- |
* | "No account is active: choose one with `timetray use ACCOUNT` (`timetray accounts` lists them)." |
*
* @param {Cli_No_Active_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_active_account = /** @type {((inputs?: Cli_No_Active_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Active_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_active_account(inputs)
	return __en.cli_no_active_account(inputs)
});
/**
* | output |
* | --- |
* | "No command given. The commands and their options: `timetray --help`." |
*
* @param {Cli_No_CommandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_command = /** @type {((inputs?: Cli_No_CommandInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_CommandInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_command(inputs)
	return __en.cli_no_command(inputs)
});
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Cli_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_customer = /** @type {((inputs?: Cli_No_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_customer(inputs)
	return __en.cli_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "There is no saved project list for this account yet, so id {id} cannot be checked: `timetray projects` fetches it once you are signed in." |
*
* @param {Cli_No_List_To_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_list_to_check = /** @type {((inputs: Cli_No_List_To_CheckInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_List_To_CheckInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_list_to_check(inputs)
	return __en.cli_no_list_to_check(inputs)
});
/**
* | output |
* | --- |
* | "No password given." |
*
* @param {Cli_No_Password_GivenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_password_given = /** @type {((inputs?: Cli_No_Password_GivenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Password_GivenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_password_given(inputs)
	return __en.cli_no_password_given(inputs)
});
/**
* | output |
* | --- |
* | "No terminal to ask for the password on: pipe it in with --password-stdin." |
*
* @param {Cli_No_Terminal_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_terminal_password = /** @type {((inputs?: Cli_No_Terminal_PasswordInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Terminal_PasswordInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_terminal_password(inputs)
	return __en.cli_no_terminal_password(inputs)
});
/**
* | output |
* | --- |
* | "No terminal to ask on: pass the secret on standard input." |
*
* @param {Cli_No_Terminal_SecretInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_terminal_secret = /** @type {((inputs?: Cli_No_Terminal_SecretInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Terminal_SecretInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_terminal_secret(inputs)
	return __en.cli_no_terminal_secret(inputs)
});
/**
* | output |
* | --- |
* | "No token given." |
*
* @param {Cli_No_Token_GivenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_token_given = /** @type {((inputs?: Cli_No_Token_GivenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_No_Token_GivenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_no_token_given(inputs)
	return __en.cli_no_token_given(inputs)
});
/**
* | output |
* | --- |
* | "{value} is not an id: ids are positive whole numbers (`timetray projects` shows them)." |
*
* @param {Cli_Not_An_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_an_id = /** @type {((inputs: Cli_Not_An_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_An_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_an_id(inputs)
	return __en.cli_not_an_id(inputs)
});
/**
* | output |
* | --- |
* | "`timetray {command}` has no option {option}." |
*
* @param {Cli_Not_An_Option_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_an_option_of = /** @type {((inputs: Cli_Not_An_Option_OfInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_An_Option_OfInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_an_option_of(inputs)
	return __en.cli_not_an_option_of(inputs)
});
/**
* | output |
* | --- |
* | "No details of this project are saved on this computer: `timetray project {id}` fetches them (signed in and online)." |
*
* @param {Cli_Not_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_cached = /** @type {((inputs: Cli_Not_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_cached(inputs)
	return __en.cli_not_cached(inputs)
});
/**
* | output |
* | --- |
* | "There is no project {id} in this account — `timetray projects` lists the ids." |
*
* @param {Cli_Not_In_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_in_account = /** @type {((inputs: Cli_Not_In_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_In_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_in_account(inputs)
	return __en.cli_not_in_account(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: {problem}." |
*
* @param {Cli_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_saved = /** @type {((inputs: Cli_Not_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Not_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_not_saved(inputs)
	return __en.cli_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Exit 0 when nothing failed (warnings allowed), 1 otherwise." |
*
* @param {Cli_Notes_DoctorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_doctor = /** @type {((inputs?: Cli_Notes_DoctorInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_DoctorInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_doctor(inputs)
	return __en.cli_notes_doctor(inputs)
});
/**
* | output |
* | --- |
* | "Exit 1 when the service does not have the project (one that was in the list is removed from the cached list too). Offline, saved details are shown as for pro..." |
*
* @param {Cli_Notes_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_project = /** @type {((inputs?: Cli_Notes_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_project(inputs)
	return __en.cli_notes_project(inputs)
});
/**
* | output |
* | --- |
* | "Archived projects are listed only with showArchived on, as in the app (`timetray config set showArchived true`); the last line says how many are hidden. --js..." |
*
* @param {Cli_Notes_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_projects = /** @type {((inputs?: Cli_Notes_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_projects(inputs)
	return __en.cli_notes_projects(inputs)
});
/**
* | output |
* | --- |
* | "With {words}, only the projects whose name or customer holds every word, in any order, accents and case aside (#ID names one), as the window's search finds t..." |
*
* @param {Cli_Notes_Projects_SearchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_projects_search = /** @type {((inputs: Cli_Notes_Projects_SearchInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_Projects_SearchInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_projects_search(inputs)
	return __en.cli_notes_projects_search(inputs)
});
/**
* | output |
* | --- |
* | "{period}: today, yesterday, week, last-week, month, last-month, cycle (the default), last-cycle (or hoje, ontem, semana, semana-passada, mes, mes-passado, ci..." |
*
* @param {Cli_Notes_ReportInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_report = /** @type {((inputs: Cli_Notes_ReportInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Notes_ReportInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_notes_report(inputs)
	return __en.cli_notes_report(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name}." |
*
* @param {Cli_Now_UsingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using = /** @type {((inputs: Cli_Now_UsingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_UsingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using(inputs)
	return __en.cli_now_using(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name} (keychain locked)." |
*
* @param {Cli_Now_Using_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_keychain_locked = /** @type {((inputs: Cli_Now_Using_Keychain_LockedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_Using_Keychain_LockedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using_keychain_locked(inputs)
	return __en.cli_now_using_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name} (keychain unavailable)." |
*
* @param {Cli_Now_Using_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_keychain_unavailable = /** @type {((inputs: Cli_Now_Using_Keychain_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_Using_Keychain_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using_keychain_unavailable(inputs)
	return __en.cli_now_using_keychain_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Now using {name} (signed out: run `timetray login`)." |
*
* @param {Cli_Now_Using_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_signed_out = /** @type {((inputs: Cli_Now_Using_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Now_Using_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_now_using_signed_out(inputs)
	return __en.cli_now_using_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "the account id: the code after /a/ in the web app address" |
*
* @param {Cli_Opt_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_account_id = /** @type {((inputs?: Cli_Opt_Account_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Account_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_account_id(inputs)
	return __en.cli_opt_account_id(inputs)
});
/**
* | output |
* | --- |
* | "service address, e.g. https://app.rabbiit.com/api/v1" |
*
* @param {Cli_Opt_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_base_url = /** @type {((inputs?: Cli_Opt_Base_UrlInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Base_UrlInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_base_url(inputs)
	return __en.cli_opt_base_url(inputs)
});
/**
* | output |
* | --- |
* | "also trust the CA certificates in FILE (PEM); login and import-token save its absolute path as a setting" |
*
* @param {Cli_Opt_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_ca_file = /** @type {((inputs?: Cli_Opt_Ca_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Ca_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_ca_file(inputs)
	return __en.cli_opt_ca_file(inputs)
});
/**
* | output |
* | --- |
* | "the e-mail of the account" |
*
* @param {Cli_Opt_Email_ImportInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_email_import = /** @type {((inputs?: Cli_Opt_Email_ImportInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Email_ImportInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_email_import(inputs)
	return __en.cli_opt_email_import(inputs)
});
/**
* | output |
* | --- |
* | "the e-mail you sign in with" |
*
* @param {Cli_Opt_Email_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_email_login = /** @type {((inputs?: Cli_Opt_Email_LoginInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Email_LoginInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_email_login(inputs)
	return __en.cli_opt_email_login(inputs)
});
/**
* | output |
* | --- |
* | "this help" |
*
* @param {Cli_Opt_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_help = /** @type {((inputs?: Cli_Opt_HelpInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_HelpInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_help(inputs)
	return __en.cli_opt_help(inputs)
});
/**
* | output |
* | --- |
* | "machine-readable output (shapes in `timetray --help`)" |
*
* @param {Cli_Opt_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_json = /** @type {((inputs?: Cli_Opt_JsonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_JsonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_json(inputs)
	return __en.cli_opt_json(inputs)
});
/**
* | output |
* | --- |
* | "a name for the account in lists" |
*
* @param {Cli_Opt_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_label = /** @type {((inputs?: Cli_Opt_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_label(inputs)
	return __en.cli_opt_label(inputs)
});
/**
* | output |
* | --- |
* | "an account key, label, account id or e-mail (default: the active account)" |
*
* @param {Cli_Opt_Logout_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_logout_account = /** @type {((inputs?: Cli_Opt_Logout_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Logout_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_logout_account(inputs)
	return __en.cli_opt_logout_account(inputs)
});
/**
* | output |
* | --- |
* | "a short Markdown status to paste into a client update" |
*
* @param {Cli_Opt_MarkdownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_markdown = /** @type {((inputs?: Cli_Opt_MarkdownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_MarkdownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_markdown(inputs)
	return __en.cli_opt_markdown(inputs)
});
/**
* | output |
* | --- |
* | "read the password from standard input (otherwise it is asked for on a terminal, without echo)" |
*
* @param {Cli_Opt_Password_StdinInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_password_stdin = /** @type {((inputs?: Cli_Opt_Password_StdinInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Password_StdinInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_password_stdin(inputs)
	return __en.cli_opt_password_stdin(inputs)
});
/**
* | output |
* | --- |
* | "the details last fetched on this computer, no network" |
*
* @param {Cli_Opt_Project_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_project_cached = /** @type {((inputs?: Cli_Opt_Project_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Project_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_project_cached(inputs)
	return __en.cli_opt_project_cached(inputs)
});
/**
* | output |
* | --- |
* | "show the last known list without calling the service" |
*
* @param {Cli_Opt_Projects_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_projects_cached = /** @type {((inputs?: Cli_Opt_Projects_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Projects_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_projects_cached(inputs)
	return __en.cli_opt_projects_cached(inputs)
});
/**
* | output |
* | --- |
* | "remove without asking, even an account with budgets or pins" |
*
* @param {Cli_Opt_Remove_YesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_remove_yes = /** @type {((inputs?: Cli_Opt_Remove_YesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Remove_YesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_remove_yes(inputs)
	return __en.cli_opt_remove_yes(inputs)
});
/**
* | output |
* | --- |
* | "group by project (the default), customer or day" |
*
* @param {Cli_Opt_Report_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_by = /** @type {((inputs?: Cli_Opt_Report_ByInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Report_ByInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_report_by(inputs)
	return __en.cli_opt_report_by(inputs)
});
/**
* | output |
* | --- |
* | "the hours saved on this computer, no network" |
*
* @param {Cli_Opt_Report_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_cached = /** @type {((inputs?: Cli_Opt_Report_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Report_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_report_cached(inputs)
	return __en.cli_opt_report_cached(inputs)
});
/**
* | output |
* | --- |
* | "comma-separated values for a spreadsheet or an invoice (the same in every language: dot decimals, ISO dates, hours as decimals)" |
*
* @param {Cli_Opt_Report_CsvInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_csv = /** @type {((inputs?: Cli_Opt_Report_CsvInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Report_CsvInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_report_csv(inputs)
	return __en.cli_opt_report_csv(inputs)
});
/**
* | output |
* | --- |
* | "only customer ID's projects" |
*
* @param {Cli_Opt_Report_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_customer = /** @type {((inputs?: Cli_Opt_Report_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Report_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_report_customer(inputs)
	return __en.cli_opt_report_customer(inputs)
});
/**
* | output |
* | --- |
* | "a summary in Markdown to paste into a client e-mail" |
*
* @param {Cli_Opt_Report_MarkdownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_markdown = /** @type {((inputs?: Cli_Opt_Report_MarkdownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Report_MarkdownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_report_markdown(inputs)
	return __en.cli_opt_report_markdown(inputs)
});
/**
* | output |
* | --- |
* | "only project ID" |
*
* @param {Cli_Opt_Report_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_project = /** @type {((inputs?: Cli_Opt_Report_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_Report_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_report_project(inputs)
	return __en.cli_opt_report_project(inputs)
});
/**
* | output |
* | --- |
* | "REQUIRED: the exact User-Agent the token was created with (asked for on a terminal). The service binds a token to its User-Agent and destroys it for good whe..." |
*
* @param {Cli_Opt_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_user_agent = /** @type {((inputs?: Cli_Opt_User_AgentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_User_AgentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_user_agent(inputs)
	return __en.cli_opt_user_agent(inputs)
});
/**
* | output |
* | --- |
* | "the version of timetray" |
*
* @param {Cli_Opt_VersionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_version = /** @type {((inputs?: Cli_Opt_VersionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Opt_VersionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_opt_version(inputs)
	return __en.cli_opt_version(inputs)
});
/**
* | output |
* | --- |
* | "{given}: {problem}" |
*
* @param {Cli_Option_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_option_refused = /** @type {((inputs: Cli_Option_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Option_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_option_refused(inputs)
	return __en.cli_option_refused(inputs)
});
/**
* | output |
* | --- |
* | "--{option} is required for `timetray {command}`." |
*
* @param {Cli_Option_RequiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_option_required = /** @type {((inputs: Cli_Option_RequiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Option_RequiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_option_required(inputs)
	return __en.cli_option_required(inputs)
});
/**
* | output |
* | --- |
* | "timetray: The output could not be written ({why}) — check where standard output goes, or run the command without redirecting it." |
*
* @param {Cli_Output_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_output_failed = /** @type {((inputs: Cli_Output_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Output_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_output_failed(inputs)
	return __en.cli_output_failed(inputs)
});
/**
* | output |
* | --- |
* | "The password on standard input is empty." |
*
* @param {Cli_Password_Stdin_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_password_stdin_empty = /** @type {((inputs?: Cli_Password_Stdin_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Password_Stdin_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_password_stdin_empty(inputs)
	return __en.cli_password_stdin_empty(inputs)
});
/**
* | output |
* | --- |
* | "{money} per hour" |
*
* @param {Cli_Per_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_per_hour = /** @type {((inputs: Cli_Per_HourInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Per_HourInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_per_hour(inputs)
	return __en.cli_per_hour(inputs)
});
/**
* | output |
* | --- |
* | "This cycle" |
*
* @param {Cli_Period_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_cycle = /** @type {((inputs?: Cli_Period_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_cycle(inputs)
	return __en.cli_period_cycle(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "{hours} (saved {when})" |
*
* @param {Cli_Period_FigureInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_figure = /** @type {((inputs: Cli_Period_FigureInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_FigureInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_figure(inputs)
	return __en.cli_period_figure(inputs)
});
/**
* | output |
* | --- |
* | "Last cycle" |
*
* @param {Cli_Period_Last_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_last_cycle = /** @type {((inputs?: Cli_Period_Last_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_Last_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_last_cycle(inputs)
	return __en.cli_period_last_cycle(inputs)
});
/**
* | output |
* | --- |
* | "Last month" |
*
* @param {Cli_Period_Last_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_last_month = /** @type {((inputs?: Cli_Period_Last_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_Last_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_last_month(inputs)
	return __en.cli_period_last_month(inputs)
});
/**
* | output |
* | --- |
* | "Last week" |
*
* @param {Cli_Period_Last_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_last_week = /** @type {((inputs?: Cli_Period_Last_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_Last_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_last_week(inputs)
	return __en.cli_period_last_week(inputs)
});
/**
* | output |
* | --- |
* | "This month" |
*
* @param {Cli_Period_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_month = /** @type {((inputs?: Cli_Period_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_month(inputs)
	return __en.cli_period_month(inputs)
});
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Cli_Period_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_today = /** @type {((inputs?: Cli_Period_TodayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_TodayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_today(inputs)
	return __en.cli_period_today(inputs)
});
/**
* | output |
* | --- |
* | "This week" |
*
* @param {Cli_Period_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_week = /** @type {((inputs?: Cli_Period_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_week(inputs)
	return __en.cli_period_week(inputs)
});
/**
* | output |
* | --- |
* | "Yesterday" |
*
* @param {Cli_Period_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_yesterday = /** @type {((inputs?: Cli_Period_YesterdayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Period_YesterdayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_period_yesterday(inputs)
	return __en.cli_period_yesterday(inputs)
});
/**
* | output |
* | --- |
* | "ACCOUNT" |
*
* @param {Cli_Ph_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_account = /** @type {((inputs?: Cli_Ph_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_account(inputs)
	return __en.cli_ph_account(inputs)
});
/**
* | output |
* | --- |
* | "FILE" |
*
* @param {Cli_Ph_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_file = /** @type {((inputs?: Cli_Ph_FileInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_FileInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_file(inputs)
	return __en.cli_ph_file(inputs)
});
/**
* | output |
* | --- |
* | "KEY" |
*
* @param {Cli_Ph_KeyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_key = /** @type {((inputs?: Cli_Ph_KeyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_KeyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_key(inputs)
	return __en.cli_ph_key(inputs)
});
/**
* | output |
* | --- |
* | "NAME" |
*
* @param {Cli_Ph_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_name = /** @type {((inputs?: Cli_Ph_NameInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_NameInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_name(inputs)
	return __en.cli_ph_name(inputs)
});
/**
* | output |
* | --- |
* | "PERIOD" |
*
* @param {Cli_Ph_PeriodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_period = /** @type {((inputs?: Cli_Ph_PeriodInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_PeriodInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_period(inputs)
	return __en.cli_ph_period(inputs)
});
/**
* | output |
* | --- |
* | "TEXT" |
*
* @param {Cli_Ph_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_text = /** @type {((inputs?: Cli_Ph_TextInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_TextInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_text(inputs)
	return __en.cli_ph_text(inputs)
});
/**
* | output |
* | --- |
* | "VALUE" |
*
* @param {Cli_Ph_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_value = /** @type {((inputs?: Cli_Ph_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_value(inputs)
	return __en.cli_ph_value(inputs)
});
/**
* | output |
* | --- |
* | "WORDS" |
*
* @param {Cli_Ph_WordsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_words = /** @type {((inputs?: Cli_Ph_WordsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Ph_WordsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_ph_words(inputs)
	return __en.cli_ph_words(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} archived hidden (`timetray config set showArchived true` shows it)" |
* | "other" | "{countText} archived hidden (`timetray config set showArchived true` shows them)" |
*
* @param {Cli_Projects_Archived_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_archived_hidden = /** @type {((inputs: Cli_Projects_Archived_HiddenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_Archived_HiddenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_archived_hidden(inputs)
	return __en.cli_projects_archived_hidden(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} project" |
* | "other" | "{countText} projects" |
*
* @param {Cli_Projects_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_count = /** @type {((inputs: Cli_Projects_CountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_CountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_count(inputs)
	return __en.cli_projects_count(inputs)
});
/**
* | output |
* | --- |
* | "The second hours column is your own hours this cycle, saved {when}; `timetray report` brings them up to date." |
*
* @param {Cli_Projects_Cycle_LegendInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_cycle_legend = /** @type {((inputs: Cli_Projects_Cycle_LegendInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_Cycle_LegendInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_cycle_legend(inputs)
	return __en.cli_projects_cycle_legend(inputs)
});
/**
* | output |
* | --- |
* | "– : hours not fetched yet; `timetray project ID` fetches a project's totals." |
*
* @param {Cli_Projects_Hours_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_hours_unknown = /** @type {((inputs?: Cli_Projects_Hours_UnknownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_Hours_UnknownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_hours_unknown(inputs)
	return __en.cli_projects_hours_unknown(inputs)
});
/**
* | output |
* | --- |
* | "No projects in this account" |
*
* @param {Cli_Projects_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none = /** @type {((inputs?: Cli_Projects_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_none(inputs)
	return __en.cli_projects_none(inputs)
});
/**
* | output |
* | --- |
* | "No active projects" |
*
* @param {Cli_Projects_None_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_active = /** @type {((inputs?: Cli_Projects_None_ActiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_None_ActiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_none_active(inputs)
	return __en.cli_projects_none_active(inputs)
});
/**
* | output |
* | --- |
* | "No project matches “{search}”" |
*
* @param {Cli_Projects_None_MatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_match = /** @type {((inputs: Cli_Projects_None_MatchInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_None_MatchInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_none_match(inputs)
	return __en.cli_projects_none_match(inputs)
});
/**
* | output |
* | --- |
* | "No saved list of projects on this computer yet: `timetray projects` fetches it once you are signed in (`timetray login`)." |
*
* @param {Cli_Projects_None_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_saved = /** @type {((inputs?: Cli_Projects_None_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_None_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_none_saved(inputs)
	return __en.cli_projects_none_saved(inputs)
});
/**
* | output |
* | --- |
* | "Projects could not be listed: {problem}" |
*
* @param {Cli_Projects_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_not_listed = /** @type {((inputs: Cli_Projects_Not_ListedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_Not_ListedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_not_listed(inputs)
	return __en.cli_projects_not_listed(inputs)
});
/**
* | output |
* | --- |
* | "matching “{search}”" |
*
* @param {Cli_Projects_SearchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_search = /** @type {((inputs: Cli_Projects_SearchInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_SearchInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_search(inputs)
	return __en.cli_projects_search(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} unreadable item skipped" |
* | "other" | "{countText} unreadable items skipped" |
*
* @param {Cli_Projects_SkippedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_skipped = /** @type {((inputs: Cli_Projects_SkippedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Projects_SkippedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_projects_skipped(inputs)
	return __en.cli_projects_skipped(inputs)
});
/**
* | output |
* | --- |
* | "A label with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_label = /** @type {((inputs: Cli_Quote_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Quote_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_quote_label(inputs)
	return __en.cli_quote_label(inputs)
});
/**
* | output |
* | --- |
* | "A name with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_name = /** @type {((inputs: Cli_Quote_NameInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Quote_NameInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_quote_name(inputs)
	return __en.cli_quote_name(inputs)
});
/**
* | output |
* | --- |
* | "A value with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_value = /** @type {((inputs: Cli_Quote_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Quote_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_quote_value(inputs)
	return __en.cli_quote_value(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}? Also deleted (kept only on this computer): {what}. [y/N]" |
*
* @param {Cli_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_remove_confirm = /** @type {((inputs: Cli_Remove_ConfirmInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Remove_ConfirmInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_remove_confirm(inputs)
	return __en.cli_remove_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was removed." |
*
* @param {Cli_Remove_DeclinedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_remove_declined = /** @type {((inputs?: Cli_Remove_DeclinedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Remove_DeclinedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_remove_declined(inputs)
	return __en.cli_remove_declined(inputs)
});
/**
* | output |
* | --- |
* | "Removing {name} also deletes what is kept only on this computer: {what}. Nothing was removed; to remove it all the same: {line}" |
*
* @param {Cli_Remove_Needs_YesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_remove_needs_yes = /** @type {((inputs: Cli_Remove_Needs_YesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Remove_Needs_YesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_remove_needs_yes(inputs)
	return __en.cli_remove_needs_yes(inputs)
});
/**
* | output |
* | --- |
* | "Also deleted (kept only on this computer): {what}." |
*
* @param {Cli_Removed_Also_DeletedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_also_deleted = /** @type {((inputs: Cli_Removed_Also_DeletedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_Also_DeletedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_also_deleted(inputs)
	return __en.cli_removed_also_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Removed {name} (it was not signed in)." |
*
* @param {Cli_Removed_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_not_signed_in = /** @type {((inputs: Cli_Removed_Not_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_Not_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_not_signed_in(inputs)
	return __en.cli_removed_not_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Removed {name} and deleted its token from the keychain, but the service could not be told: the token stays valid there until it goes unused for 30 days." |
*
* @param {Cli_Removed_Not_ToldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_not_told = /** @type {((inputs: Cli_Removed_Not_ToldInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_Not_ToldInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_not_told(inputs)
	return __en.cli_removed_not_told(inputs)
});
/**
* | output |
* | --- |
* | "Active account now: {name}." |
*
* @param {Cli_Removed_Now_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_now_active = /** @type {((inputs: Cli_Removed_Now_ActiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_Now_ActiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_now_active(inputs)
	return __en.cli_removed_now_active(inputs)
});
/**
* | output |
* | --- |
* | "Removed {name}. Its token was revoked at the service and deleted from the keychain." |
*
* @param {Cli_Removed_RevokedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_revoked = /** @type {((inputs: Cli_Removed_RevokedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Removed_RevokedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_removed_revoked(inputs)
	return __en.cli_removed_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Hours as of {when}." |
*
* @param {Cli_Report_As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_as_of = /** @type {((inputs: Cli_Report_As_OfInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_As_OfInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_as_of(inputs)
	return __en.cli_report_as_of(inputs)
});
/**
* | output |
* | --- |
* | "--by takes project, customer or day, not “{by}”." |
*
* @param {Cli_Report_Bad_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_bad_by = /** @type {((inputs: Cli_Report_Bad_ByInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_Bad_ByInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_bad_by(inputs)
	return __en.cli_report_bad_by(inputs)
});
/**
* | output |
* | --- |
* | "{option} takes an id, a whole number as `timetray projects --json` shows it, not “{id}”." |
*
* @param {Cli_Report_Bad_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_bad_id = /** @type {((inputs: Cli_Report_Bad_IdInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_Bad_IdInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_bad_id(inputs)
	return __en.cli_report_bad_id(inputs)
});
/**
* | output |
* | --- |
* | "“{period}” is not a period: give a name such as cycle or last-week, a month such as 2026-11, or FROM..TO such as 2026-11-07..2026-12-06 (at most three years)." |
*
* @param {Cli_Report_Bad_PeriodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_bad_period = /** @type {((inputs: Cli_Report_Bad_PeriodInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_Bad_PeriodInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_bad_period(inputs)
	return __en.cli_report_bad_period(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Cli_Report_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_customer = /** @type {((inputs?: Cli_Report_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_customer(inputs)
	return __en.cli_report_customer(inputs)
});
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Cli_Report_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_day = /** @type {((inputs?: Cli_Report_DayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_DayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_day(inputs)
	return __en.cli_report_day(inputs)
});
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Cli_Report_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_hours = /** @type {((inputs?: Cli_Report_HoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_HoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_hours(inputs)
	return __en.cli_report_hours(inputs)
});
/**
* | output |
* | --- |
* | "Hours — {period}" |
*
* @param {Cli_Report_Markdown_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_markdown_title = /** @type {((inputs: Cli_Report_Markdown_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_Markdown_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_markdown_title(inputs)
	return __en.cli_report_markdown_title(inputs)
});
/**
* | output |
* | --- |
* | "Partial: the hours of {days} are not known (never fetched, or a page the service sent could not be read); they are not counted as zero." |
*
* @param {Cli_Report_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_missing = /** @type {((inputs: Cli_Report_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_missing(inputs)
	return __en.cli_report_missing(inputs)
});
/**
* | output |
* | --- |
* | "(no customer)" |
*
* @param {Cli_Report_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_no_customer = /** @type {((inputs?: Cli_Report_No_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_No_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_no_customer(inputs)
	return __en.cli_report_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "(no project)" |
*
* @param {Cli_Report_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_no_project = /** @type {((inputs?: Cli_Report_No_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_No_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_no_project(inputs)
	return __en.cli_report_no_project(inputs)
});
/**
* | output |
* | --- |
* | "No hours in this period." |
*
* @param {Cli_Report_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_none = /** @type {((inputs?: Cli_Report_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_none(inputs)
	return __en.cli_report_none(inputs)
});
/**
* | output |
* | --- |
* | "This account's service offers no reports, so hours by period cannot be summed here. The projects' all-time hours are in `timetray projects`." |
*
* @param {Cli_Report_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_not_offered = /** @type {((inputs?: Cli_Report_Not_OfferedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_Not_OfferedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_not_offered(inputs)
	return __en.cli_report_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "Give only one of --json, --csv and --markdown." |
*
* @param {Cli_Report_One_FormatInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_one_format = /** @type {((inputs?: Cli_Report_One_FormatInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_One_FormatInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_one_format(inputs)
	return __en.cli_report_one_format(inputs)
});
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Cli_Report_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_project = /** @type {((inputs?: Cli_Report_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_project(inputs)
	return __en.cli_report_project(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Cli_Report_TotalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_total = /** @type {((inputs?: Cli_Report_TotalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_TotalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_total(inputs)
	return __en.cli_report_total(inputs)
});
/**
* | output |
* | --- |
* | "Project #{id}" |
*
* @param {Cli_Report_Unnamed_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_unnamed_project = /** @type {((inputs: Cli_Report_Unnamed_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_Unnamed_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_unnamed_project(inputs)
	return __en.cli_report_unnamed_project(inputs)
});
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Cli_Report_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_value = /** @type {((inputs?: Cli_Report_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_value(inputs)
	return __en.cli_report_value(inputs)
});
/**
* | output |
* | --- |
* | "Yours: {hours} · {value} (the rows and the total are the whole team's)" |
*
* @param {Cli_Report_YoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_yours = /** @type {((inputs: Cli_Report_YoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Report_YoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_report_yours(inputs)
	return __en.cli_report_yours(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "Showing the saved details from {when}: they could not be refreshed. {why} `{cached}` shows them without asking the service." |
*
* @param {Cli_Saved_Details_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_details_notice = /** @type {((inputs: Cli_Saved_Details_NoticeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Saved_Details_NoticeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_saved_details_notice(inputs)
	return __en.cli_saved_details_notice(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "Showing the saved list from {when}: it could not be refreshed. {why} `{cached}` shows it without asking the service." |
*
* @param {Cli_Saved_List_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_list_notice = /** @type {((inputs: Cli_Saved_List_NoticeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Saved_List_NoticeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_saved_list_notice(inputs)
	return __en.cli_saved_list_notice(inputs)
});
/**
* | day | output |
* | --- | --- |
* | * | "Showing the hours saved on {when}: they could not be refreshed. {why} `{cached}` shows them without asking the service." |
*
* @param {Cli_Saved_Report_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_report_notice = /** @type {((inputs: Cli_Saved_Report_NoticeInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Saved_Report_NoticeInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_saved_report_notice(inputs)
	return __en.cli_saved_report_notice(inputs)
});
/**
* | output |
* | --- |
* | "See `timetray {command} --help`." |
*
* @param {Cli_See_Command_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_see_command_help = /** @type {((inputs: Cli_See_Command_HelpInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_See_Command_HelpInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_see_command_help(inputs)
	return __en.cli_see_command_help(inputs)
});
/**
* | output |
* | --- |
* | "See `timetray --help`." |
*
* @param {Cli_See_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_see_help = /** @type {((inputs?: Cli_See_HelpInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_See_HelpInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_see_help(inputs)
	return __en.cli_see_help(inputs)
});
/**
* | output |
* | --- |
* | "{key} must be {accepted}; got \"{text}\"." |
*
* @param {Cli_Setting_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_setting_refused = /** @type {((inputs: Cli_Setting_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Setting_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_setting_refused(inputs)
	return __en.cli_setting_refused(inputs)
});
/**
* | output |
* | --- |
* | "\"{text}\" matches several accounts; use one of the keys: {keys}" |
*
* @param {Cli_Several_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_several_accounts = /** @type {((inputs: Cli_Several_AccountsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Several_AccountsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_several_accounts(inputs)
	return __en.cli_several_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with `{login}`." |
*
* @param {Cli_Sign_In_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_sign_in_hint = /** @type {((inputs: Cli_Sign_In_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Sign_In_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_sign_in_hint(inputs)
	return __en.cli_sign_in_hint(inputs)
});
/**
* | output |
* | --- |
* | "Signed in as {name}, account {accountId}. {projects} Account key: {key}" |
*
* @param {Cli_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_signed_in_as = /** @type {((inputs: Cli_Signed_In_AsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Signed_In_AsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_signed_in_as(inputs)
	return __en.cli_signed_in_as(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} project." |
* | "other" | "{countText} projects." |
*
* @param {Cli_Signed_In_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_signed_in_count = /** @type {((inputs: Cli_Signed_In_CountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Signed_In_CountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_signed_in_count(inputs)
	return __en.cli_signed_in_count(inputs)
});
/**
* | output |
* | --- |
* | "keychain locked" |
*
* @param {Cli_State_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_keychain_locked = /** @type {((inputs?: Cli_State_Keychain_LockedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Keychain_LockedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_keychain_locked(inputs)
	return __en.cli_state_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "keychain unavailable" |
*
* @param {Cli_State_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_keychain_unavailable = /** @type {((inputs?: Cli_State_Keychain_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Keychain_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_keychain_unavailable(inputs)
	return __en.cli_state_keychain_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "signed in" |
*
* @param {Cli_State_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_signed_in = /** @type {((inputs?: Cli_State_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_signed_in(inputs)
	return __en.cli_state_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "signed out" |
*
* @param {Cli_State_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_signed_out = /** @type {((inputs?: Cli_State_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_State_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_state_signed_out(inputs)
	return __en.cli_state_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "{name}, account {accountId} at {baseUrl}" |
*
* @param {Cli_Status_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_account = /** @type {((inputs: Cli_Status_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_account(inputs)
	return __en.cli_status_account(inputs)
});
/**
* | output |
* | --- |
* | "active" |
*
* @param {Cli_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_active = /** @type {((inputs?: Cli_Status_ActiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_ActiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_active(inputs)
	return __en.cli_status_active(inputs)
});
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Cli_Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_archived = /** @type {((inputs?: Cli_Status_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_archived(inputs)
	return __en.cli_status_archived(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} cached project." |
* | "other" | "{countText} cached projects." |
*
* @param {Cli_Status_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_cached = /** @type {((inputs: Cli_Status_CachedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_CachedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_cached(inputs)
	return __en.cli_status_cached(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} cached project, last refreshed {when}." |
* | "other" | "{countText} cached projects, last refreshed {when}." |
*
* @param {Cli_Status_Cached_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_cached_refreshed = /** @type {((inputs: Cli_Status_Cached_RefreshedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Cached_RefreshedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_cached_refreshed(inputs)
	return __en.cli_status_cached_refreshed(inputs)
});
/**
* | output |
* | --- |
* | "Signed in, but this account's token has not been used for {days} days (last use {when}): the service ends a session unused for {limit} days, so this one has ..." |
*
* @param {Cli_Status_Idle_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_idle_ended = /** @type {((inputs: Cli_Status_Idle_EndedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Idle_EndedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_idle_ended(inputs)
	return __en.cli_status_idle_ended(inputs)
});
/**
* | output |
* | --- |
* | "Signed in; this account's token has not been used for {days} days (last use {when}). The service ends the session on {ends} unless it is used: `timetray proj..." |
*
* @param {Cli_Status_Idle_EndingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_idle_ending = /** @type {((inputs: Cli_Status_Idle_EndingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Idle_EndingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_idle_ending(inputs)
	return __en.cli_status_idle_ending(inputs)
});
/**
* | output |
* | --- |
* | "(keychain unavailable) {problem}" |
*
* @param {Cli_Status_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_keychain_unavailable = /** @type {((inputs: Cli_Status_Keychain_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Keychain_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_keychain_unavailable(inputs)
	return __en.cli_status_keychain_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Signed in." |
*
* @param {Cli_Status_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_in = /** @type {((inputs?: Cli_Status_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_signed_in(inputs)
	return __en.cli_status_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Signed out — run `timetray login` to sign in again." |
*
* @param {Cli_Status_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_out = /** @type {((inputs?: Cli_Status_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_signed_out(inputs)
	return __en.cli_status_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "{reason} (`timetray login`)." |
*
* @param {Cli_Status_Signed_Out_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_out_why = /** @type {((inputs: Cli_Status_Signed_Out_WhyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_Signed_Out_WhyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_signed_out_why(inputs)
	return __en.cli_status_signed_out_why(inputs)
});
/**
* | output |
* | --- |
* | "Also trusting the CA certificates in {file}." |
*
* @param {Cli_Status_TrustingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_trusting = /** @type {((inputs: Cli_Status_TrustingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Status_TrustingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_status_trusting(inputs)
	return __en.cli_status_trusting(inputs)
});
/**
* | output |
* | --- |
* | "Standard input holds more than {kib} KiB, more than any password or token: pipe in only the secret." |
*
* @param {Cli_Stdin_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_stdin_too_long = /** @type {((inputs: Cli_Stdin_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Stdin_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_stdin_too_long(inputs)
	return __en.cli_stdin_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Standard input holds more than {kib} KiB, more than any password or token: pipe in only the secret (e.g. `{example}`)." |
*
* @param {Cli_Stdin_Too_Long_ExampleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_stdin_too_long_example = /** @type {((inputs: Cli_Stdin_Too_Long_ExampleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Stdin_Too_Long_ExampleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_stdin_too_long_example(inputs)
	return __en.cli_stdin_too_long_example(inputs)
});
/**
* | output |
* | --- |
* | "List the accounts added on this computer." |
*
* @param {Cli_Summary_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_accounts = /** @type {((inputs?: Cli_Summary_AccountsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_AccountsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_accounts(inputs)
	return __en.cli_summary_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Print a completion script for the shell: commands, options, setting keys and account ids (see \"Shell completion\" in the README to install it)." |
*
* @param {Cli_Summary_CompletionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_completion = /** @type {((inputs?: Cli_Summary_CompletionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_CompletionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_completion(inputs)
	return __en.cli_summary_completion(inputs)
});
/**
* | output |
* | --- |
* | "List the settings (no secrets; the keychain and the network are not used). `config get KEY` prints one setting; `config set KEY VALUE` changes one, VALUE che..." |
*
* @param {Cli_Summary_ConfigInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_config = /** @type {((inputs?: Cli_Summary_ConfigInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_ConfigInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_config(inputs)
	return __en.cli_summary_config(inputs)
});
/**
* | output |
* | --- |
* | "Check the keychain, tray host, session type, shortcut, proxy, CA file, each account's service (TLS, issuer, time taken), clock and accounts, and print the fi..." |
*
* @param {Cli_Summary_DoctorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_doctor = /** @type {((inputs?: Cli_Summary_DoctorInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_DoctorInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_doctor(inputs)
	return __en.cli_summary_doctor(inputs)
});
/**
* | output |
* | --- |
* | "Adopt a token created elsewhere (e.g. with curl). The token is read from standard input (asked for without echo on a terminal)." |
*
* @param {Cli_Summary_Import_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_import_token = /** @type {((inputs?: Cli_Summary_Import_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_Import_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_import_token(inputs)
	return __en.cli_summary_import_token(inputs)
});
/**
* | output |
* | --- |
* | "Sign in and make the account active." |
*
* @param {Cli_Summary_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_login = /** @type {((inputs?: Cli_Summary_LoginInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_LoginInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_login(inputs)
	return __en.cli_summary_login(inputs)
});
/**
* | output |
* | --- |
* | "Revoke the token at the service and delete it from the keychain." |
*
* @param {Cli_Summary_LogoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_logout = /** @type {((inputs?: Cli_Summary_LogoutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_LogoutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_logout(inputs)
	return __en.cli_summary_logout(inputs)
});
/**
* | output |
* | --- |
* | "Show project ID's details: customer, status, rate, hours, value, members, open tasks, dates (fetched from the service: the list has no totals)." |
*
* @param {Cli_Summary_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_project = /** @type {((inputs?: Cli_Summary_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_project(inputs)
	return __en.cli_summary_project(inputs)
});
/**
* | output |
* | --- |
* | "List the active account's projects, grouped by customer." |
*
* @param {Cli_Summary_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_projects = /** @type {((inputs?: Cli_Summary_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_projects(inputs)
	return __en.cli_summary_projects(inputs)
});
/**
* | output |
* | --- |
* | "Sign out of ACCOUNT (key, label, account id or e-mail), revoking its token at the service, and remove it from this computer's list, with its budgets and pins..." |
*
* @param {Cli_Summary_RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_remove = /** @type {((inputs?: Cli_Summary_RemoveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_RemoveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_remove(inputs)
	return __en.cli_summary_remove(inputs)
});
/**
* | output |
* | --- |
* | "Rename customer ID to NAME (quote a NAME with spaces: \"Acme Brasil Ltda\")." |
*
* @param {Cli_Summary_Rename_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_rename_customer = /** @type {((inputs?: Cli_Summary_Rename_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_Rename_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_rename_customer(inputs)
	return __en.cli_summary_rename_customer(inputs)
});
/**
* | output |
* | --- |
* | "Sum the hours and money of a period from the service's reports: by project, customer or day, with a total." |
*
* @param {Cli_Summary_ReportInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_report = /** @type {((inputs?: Cli_Summary_ReportInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_ReportInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_report(inputs)
	return __en.cli_summary_report(inputs)
});
/**
* | output |
* | --- |
* | "Show the active account, whether it is signed in, and any extra CA in effect (no network call)." |
*
* @param {Cli_Summary_StatusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_status = /** @type {((inputs?: Cli_Summary_StatusInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_StatusInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_status(inputs)
	return __en.cli_summary_status(inputs)
});
/**
* | output |
* | --- |
* | "Make ACCOUNT (key, label, account id or e-mail) the active one." |
*
* @param {Cli_Summary_UseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_use = /** @type {((inputs?: Cli_Summary_UseInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Summary_UseInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_summary_use(inputs)
	return __en.cli_summary_use(inputs)
});
/**
* | output |
* | --- |
* | "{option} takes no value." |
*
* @param {Cli_Takes_No_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_takes_no_value = /** @type {((inputs: Cli_Takes_No_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Takes_No_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_takes_no_value(inputs)
	return __en.cli_takes_no_value(inputs)
});
/**
* | output |
* | --- |
* | "The token on standard input is empty." |
*
* @param {Cli_Token_Stdin_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_token_stdin_empty = /** @type {((inputs?: Cli_Token_Stdin_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Token_Stdin_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_token_stdin_empty(inputs)
	return __en.cli_token_stdin_empty(inputs)
});
/**
* | output |
* | --- |
* | "Trusting {name} (EXPIRED on {date})." |
*
* @param {Cli_Trusting_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_trusting_expired = /** @type {((inputs: Cli_Trusting_ExpiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Trusting_ExpiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_trusting_expired(inputs)
	return __en.cli_trusting_expired(inputs)
});
/**
* | output |
* | --- |
* | "Trusting {name} (valid until {date})." |
*
* @param {Cli_Trusting_ValidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_trusting_valid = /** @type {((inputs: Cli_Trusting_ValidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Trusting_ValidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_trusting_valid(inputs)
	return __en.cli_trusting_valid(inputs)
});
/**
* | output |
* | --- |
* | "Unknown command \"{name}\"." |
*
* @param {Cli_Unknown_CommandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_command = /** @type {((inputs: Cli_Unknown_CommandInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_CommandInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_command(inputs)
	return __en.cli_unknown_command(inputs)
});
/**
* | output |
* | --- |
* | "Unknown command \"{name}\". Did you mean `{nearest}`?" |
*
* @param {Cli_Unknown_Command_NearestInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_command_nearest = /** @type {((inputs: Cli_Unknown_Command_NearestInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_Command_NearestInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_command_nearest(inputs)
	return __en.cli_unknown_command_nearest(inputs)
});
/**
* | output |
* | --- |
* | "Unknown option {option}." |
*
* @param {Cli_Unknown_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_option = /** @type {((inputs: Cli_Unknown_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_option(inputs)
	return __en.cli_unknown_option(inputs)
});
/**
* | output |
* | --- |
* | "Unknown option {option} for `timetray {command}`." |
*
* @param {Cli_Unknown_Option_ForInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_option_for = /** @type {((inputs: Cli_Unknown_Option_ForInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_Option_ForInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_option_for(inputs)
	return __en.cli_unknown_option_for(inputs)
});
/**
* | output |
* | --- |
* | "Unknown setting \"{text}\".{guess} Settings: {keys}." |
*
* @param {Cli_Unknown_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_setting = /** @type {((inputs: Cli_Unknown_SettingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_SettingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_setting(inputs)
	return __en.cli_unknown_setting(inputs)
});
/**
* | output |
* | --- |
* | "No completion for \"{shell}\": choose {shells}." |
*
* @param {Cli_Unknown_ShellInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_shell = /** @type {((inputs: Cli_Unknown_ShellInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Unknown_ShellInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_unknown_shell(inputs)
	return __en.cli_unknown_shell(inputs)
});
/**
* | output |
* | --- |
* | "Give the exact User-Agent the token was created with (curl sends e.g. \"{example}\")." |
*
* @param {Cli_User_Agent_GiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_give = /** @type {((inputs: Cli_User_Agent_GiveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_User_Agent_GiveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_user_agent_give(inputs)
	return __en.cli_user_agent_give(inputs)
});
/**
* | output |
* | --- |
* | "--user-agent is required: give the exact User-Agent the token was created with (e.g. \"{example}\"). The service binds a token to its User-Agent and destroys i..." |
*
* @param {Cli_User_Agent_RequiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_required = /** @type {((inputs: Cli_User_Agent_RequiredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_User_Agent_RequiredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_user_agent_required(inputs)
	return __en.cli_user_agent_required(inputs)
});
/**
* | output |
* | --- |
* | "The service binds a token to the User-Agent that created it and destroys the token for good when it sees another one." |
*
* @param {Cli_User_Agent_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_why = /** @type {((inputs?: Cli_User_Agent_WhyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_User_Agent_WhyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_user_agent_why(inputs)
	return __en.cli_user_agent_why(inputs)
});
/**
* | output |
* | --- |
* | "The service is busy and asked to wait {wait}; waiting, then trying again…" |
*
* @param {Cli_Waiting_For_Busy_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_waiting_for_busy_service = /** @type {((inputs: Cli_Waiting_For_Busy_ServiceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Waiting_For_Busy_ServiceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_waiting_for_busy_service(inputs)
	return __en.cli_waiting_for_busy_service(inputs)
});
/**
* | output |
* | --- |
* | "The service asked to wait {wait} (too many requests); waiting, then trying once more…" |
*
* @param {Cli_Waiting_For_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_waiting_for_service = /** @type {((inputs: Cli_Waiting_For_ServiceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Waiting_For_ServiceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_waiting_for_service(inputs)
	return __en.cli_waiting_for_service(inputs)
});
/**
* | output |
* | --- |
* | "No web browser could be started ({cause}); open this address yourself: {url}" |
*
* @param {Cli_Webapp_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_failed = /** @type {((inputs: Cli_Webapp_Open_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Webapp_Open_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_webapp_open_failed(inputs)
	return __en.cli_webapp_open_failed(inputs)
});
/**
* | output |
* | --- |
* | "Opening {url}" |
*
* @param {Cli_Webapp_Open_OpeningInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_opening = /** @type {((inputs: Cli_Webapp_Open_OpeningInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Webapp_Open_OpeningInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_webapp_open_opening(inputs)
	return __en.cli_webapp_open_opening(inputs)
});
/**
* | output |
* | --- |
* | "print the address instead of opening it" |
*
* @param {Cli_Webapp_Open_Print_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_print_option = /** @type {((inputs?: Cli_Webapp_Open_Print_OptionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Webapp_Open_Print_OptionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_webapp_open_print_option(inputs)
	return __en.cli_webapp_open_print_option(inputs)
});
/**
* | output |
* | --- |
* | "Open the active account's projects page in the web browser (the service's web app, at https://HOST/a/ACCOUNT/#/projects on the account's own host)." |
*
* @param {Cli_Webapp_Open_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_summary = /** @type {((inputs?: Cli_Webapp_Open_SummaryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_Webapp_Open_SummaryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_webapp_open_summary(inputs)
	return __en.cli_webapp_open_summary(inputs)
});
/**
* | output |
* | --- |
* | "Check the e-mail and the password, and that the account id is the code after /a/ in the web app's address: with {accountId}, your projects page would be {exa..." |
*
* @param {Cli_What_To_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_what_to_check = /** @type {((inputs: Cli_What_To_CheckInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_What_To_CheckInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_what_to_check(inputs)
	return __en.cli_what_to_check(inputs)
});
/**
* | output |
* | --- |
* | "yes" |
*
* @param {Cli_YesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_yes = /** @type {((inputs?: Cli_YesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cli_YesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cli_yes(inputs)
	return __en.cli_yes(inputs)
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
* | "The service is receiving too many requests — try again in {wait}." |
*
* @param {Core_Api_Rate_Limited_WaitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_rate_limited_wait = /** @type {((inputs: Core_Api_Rate_Limited_WaitInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Rate_Limited_WaitInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_rate_limited_wait(inputs)
	return __en.core_api_rate_limited_wait(inputs)
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
* | "{why} The service said: “{server}”." |
*
* @param {Core_Api_Service_SaidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_service_said = /** @type {((inputs: Core_Api_Service_SaidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Service_SaidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_service_said(inputs)
	return __en.core_api_service_said(inputs)
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
* | "{server}" |
*
* @param {Core_Api_Sign_In_Refused_BecauseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_sign_in_refused_because = /** @type {((inputs: Core_Api_Sign_In_Refused_BecauseInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Api_Sign_In_Refused_BecauseInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_api_sign_in_refused_because(inputs)
	return __en.core_api_sign_in_refused_because(inputs)
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
* | "Your Rabbiit projects in the system tray" |
*
* @param {Core_Autostart_CommentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_autostart_comment = /** @type {((inputs?: Core_Autostart_CommentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Autostart_CommentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_autostart_comment(inputs)
	return __en.core_autostart_comment(inputs)
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
* | "{file} is damaged (it is not what Timetray saved there), so it was not used; Timetray writes a new one the next time it fetches that data." |
*
* @param {Core_Cache_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_cache_damaged = /** @type {((inputs: Core_Cache_DamagedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cache_DamagedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_cache_damaged(inputs)
	return __en.core_cache_damaged(inputs)
});
/**
* | output |
* | --- |
* | "{file} was damaged (it is not what Timetray saved there), so it was not used and was moved to {aside}; Timetray writes a new one the next time it fetches tha..." |
*
* @param {Core_Cache_Damaged_MovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_cache_damaged_moved = /** @type {((inputs: Core_Cache_Damaged_MovedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cache_Damaged_MovedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_cache_damaged_moved(inputs)
	return __en.core_cache_damaged_moved(inputs)
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
* | "This token lists exactly the projects saved for {account} (account {other}): it looks like that account's token, not account {typed}'s. Check the account id ..." |
*
* @param {Core_Import_Other_Accounts_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_import_other_accounts_token = /** @type {((inputs: Core_Import_Other_Accounts_TokenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Import_Other_Accounts_TokenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_import_other_accounts_token(inputs)
	return __en.core_import_other_accounts_token(inputs)
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
* | "The keychain is locked: unlock the “login” keyring (in Passwords and Keys, or by signing out of the desktop and in again), then try again." |
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
* | "The keychain did not answer within {seconds} s. If it is asking for a password, answer it; otherwise restart the keyring service (or sign out of the desktop ..." |
*
* @param {Core_Keychain_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_answer = /** @type {((inputs: Core_Keychain_No_AnswerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_AnswerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_keychain_no_answer(inputs)
	return __en.core_keychain_no_answer(inputs)
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
* | "The keychain module (keytar) cannot be used: {why}. Reinstall Timetray; in a source checkout run `npm run rebuild:keytar`." |
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
* | "The label “{label}” already names {account} (its label, e-mail or account id): choosing an account by it would match both. Choose another label." |
*
* @param {Core_Label_TakenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_label_taken = /** @type {((inputs: Core_Label_TakenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Label_TakenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_label_taken(inputs)
	return __en.core_label_taken(inputs)
});
/**
* | output |
* | --- |
* | "A label can be at most {max} characters." |
*
* @param {Core_Label_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_label_too_long = /** @type {((inputs: Core_Label_Too_LongInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Label_Too_LongInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_label_too_long(inputs)
	return __en.core_label_too_long(inputs)
});
/**
* | output |
* | --- |
* | "A label cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters." |
*
* @param {Core_Label_UnshownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_label_unshown = /** @type {((inputs?: Core_Label_UnshownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Label_UnshownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_label_unshown(inputs)
	return __en.core_label_unshown(inputs)
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
* | "the saved hours of the periods" |
*
* @param {Core_Left_Saved_ReportsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_reports = /** @type {((inputs?: Core_Left_Saved_ReportsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Left_Saved_ReportsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_left_saved_reports(inputs)
	return __en.core_left_saved_reports(inputs)
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
* | countPlural | output |
* | --- | --- |
* | "one" | "The service sent a project list Timetray cannot read (its one item has no id and name)." |
* | "other" | "The service sent a project list Timetray cannot read (none of its {countText} items has an id and a name)." |
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
* | "The window asked for a period or grouping Timetray does not know." |
*
* @param {Core_Period_Request_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_period_request_invalid = /** @type {((inputs?: Core_Period_Request_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Period_Request_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_period_request_invalid(inputs)
	return __en.core_period_request_invalid(inputs)
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
* | "cycleStartDay must be a whole day from {min} to {max}; using 1 (the calendar month)" |
*
* @param {Core_Pref_Cycle_Start_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_cycle_start_day = /** @type {((inputs: Core_Pref_Cycle_Start_DayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Cycle_Start_DayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_cycle_start_day(inputs)
	return __en.core_pref_cycle_start_day(inputs)
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
* | "roundTo must be {choices} (minutes each invoice entry is rounded up to); using null (exact)" |
*
* @param {Core_Pref_Round_ToInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_round_to = /** @type {((inputs: Core_Pref_Round_ToInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Round_ToInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_round_to(inputs)
	return __en.core_pref_round_to(inputs)
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
* | "trayTitle must be {choices}; using off" |
*
* @param {Core_Pref_Tray_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_tray_title = /** @type {((inputs: Core_Pref_Tray_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Tray_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_tray_title(inputs)
	return __en.core_pref_tray_title(inputs)
});
/**
* | output |
* | --- |
* | "weekStart must be {choices}; using auto (your language's first day of the week)" |
*
* @param {Core_Pref_Week_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_week_start = /** @type {((inputs: Core_Pref_Week_StartInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Week_StartInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_week_start(inputs)
	return __en.core_pref_week_start(inputs)
});
/**
* | output |
* | --- |
* | "workDays must list days of the week ({days}), at least one, each once, in week order; using mon to fri" |
*
* @param {Core_Pref_Work_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_work_days = /** @type {((inputs: Core_Pref_Work_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pref_Work_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_pref_work_days(inputs)
	return __en.core_pref_work_days(inputs)
});
/**
* | output |
* | --- |
* | "This project no longer exists at the service — it was removed from the list." |
*
* @param {Core_Project_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_gone = /** @type {((inputs?: Core_Project_GoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Project_GoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_project_gone(inputs)
	return __en.core_project_gone(inputs)
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
* | "{problem} The service may have renamed the customer all the same: refresh the list (or run `timetray projects`) to see its name before renaming again." |
*
* @param {Core_Rename_May_Have_AppliedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_rename_may_have_applied = /** @type {((inputs: Core_Rename_May_Have_AppliedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Rename_May_Have_AppliedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_rename_may_have_applied(inputs)
	return __en.core_rename_may_have_applied(inputs)
});
/**
* | output |
* | --- |
* | "{problem} The customer is still called “{name}” at the service." |
*
* @param {Core_Rename_Not_AppliedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_rename_not_applied = /** @type {((inputs: Core_Rename_Not_AppliedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Rename_Not_AppliedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_rename_not_applied(inputs)
	return __en.core_rename_not_applied(inputs)
});
/**
* | output |
* | --- |
* | "The hours of this period are shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Reports_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_reports_not_saved = /** @type {((inputs: Core_Reports_Not_SavedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Reports_Not_SavedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_reports_not_saved(inputs)
	return __en.core_reports_not_saved(inputs)
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
* | "{account}: budget entries Timetray cannot use were left out ({entries}); the rest are kept" |
*
* @param {Core_Settings_Budgets_Left_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_budgets_left_out = /** @type {((inputs: Core_Settings_Budgets_Left_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Budgets_Left_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_budgets_left_out(inputs)
	return __en.core_settings_budgets_left_out(inputs)
});
/**
* | output |
* | --- |
* | "{account}: \"budgets\" does not hold budgets by project id, so none of its projects has a budget" |
*
* @param {Core_Settings_Budgets_Not_MapInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_budgets_not_map = /** @type {((inputs: Core_Settings_Budgets_Not_MapInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Budgets_Not_MapInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_budgets_not_map(inputs)
	return __en.core_settings_budgets_not_map(inputs)
});
/**
* | output |
* | --- |
* | "{file} was saved without what could not be used; the file as it was is {copy}." |
*
* @param {Core_Settings_CopiedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_copied = /** @type {((inputs: Core_Settings_CopiedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_CopiedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_copied(inputs)
	return __en.core_settings_copied(inputs)
});
/**
* | output |
* | --- |
* | "The next change saves the file that way, after copying it as it is now to {copy} beside it." |
*
* @param {Core_Settings_Copy_Before_SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_copy_before_save = /** @type {((inputs: Core_Settings_Copy_Before_SaveInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Copy_Before_SaveInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_copy_before_save(inputs)
	return __en.core_settings_copy_before_save(inputs)
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
* | "is not valid JSON (the error is at line {line}, column {column})" |
*
* @param {Core_Settings_Not_Json_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_json_at = /** @type {((inputs: Core_Settings_Not_Json_AtInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Not_Json_AtInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_not_json_at(inputs)
	return __en.core_settings_not_json_at(inputs)
});
/**
* | output |
* | --- |
* | "is not valid JSON (it ends too early: the file was cut short)" |
*
* @param {Core_Settings_Not_Json_Cut_ShortInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_json_cut_short = /** @type {((inputs?: Core_Settings_Not_Json_Cut_ShortInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Not_Json_Cut_ShortInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_not_json_cut_short(inputs)
	return __en.core_settings_not_json_cut_short(inputs)
});
/**
* | output |
* | --- |
* | "{account}: \"pinned\" is not a list of project ids, so none of its projects is pinned" |
*
* @param {Core_Settings_Pinned_Not_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_pinned_not_list = /** @type {((inputs: Core_Settings_Pinned_Not_ListInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Pinned_Not_ListInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_pinned_not_list(inputs)
	return __en.core_settings_pinned_not_list(inputs)
});
/**
* | output |
* | --- |
* | "{account}: pinned entries that are not project ids were left out ({entries}); the rest are kept" |
*
* @param {Core_Settings_Pins_Left_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_pins_left_out = /** @type {((inputs: Core_Settings_Pins_Left_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Pins_Left_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_pins_left_out(inputs)
	return __en.core_settings_pins_left_out(inputs)
});
/**
* | output |
* | --- |
* | "In {file}: {problems}." |
*
* @param {Core_Settings_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_problems = /** @type {((inputs: Core_Settings_ProblemsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_ProblemsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_problems(inputs)
	return __en.core_settings_problems(inputs)
});
/**
* | output |
* | --- |
* | "{file} is read-only (its permissions forbid writing), so Timetray saves nothing into it. To let it save changes: chmod u+w \"{file}\"" |
*
* @param {Core_Settings_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_read_only = /** @type {((inputs: Core_Settings_Read_OnlyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Read_OnlyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_read_only(inputs)
	return __en.core_settings_read_only(inputs)
});
/**
* | output |
* | --- |
* | "Your settings file {file} {why}. It was moved to {aside}, and Timetray started with empty settings. To get your accounts, budgets and pins back, repair that ..." |
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
* | "Your settings file {file} {why}. It could not be moved aside and will be replaced on the next save; Timetray started with empty settings — add your accounts ..." |
*
* @param {Core_Settings_Reset_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_reset_not_moved = /** @type {((inputs: Core_Settings_Reset_Not_MovedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Reset_Not_MovedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_reset_not_moved(inputs)
	return __en.core_settings_reset_not_moved(inputs)
});
/**
* | output |
* | --- |
* | "A damaged settings file was moved to {aside}: it {why}. To get its accounts, budgets and pins back, repair it and rename it back to settings.json (quit the T..." |
*
* @param {Core_Settings_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_set_aside = /** @type {((inputs: Core_Settings_Set_AsideInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Settings_Set_AsideInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_settings_set_aside(inputs)
	return __en.core_settings_set_aside(inputs)
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
* | "The service refused this token: it may be mistyped or expired. If it was tried with a User-Agent other than the one it was made with, the service has ended i..." |
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
* | "That is the web app’s address, as the browser shows it. The service address is {address}, and the account id is {accountId}." |
*
* @param {Core_Url_Web_AppInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_web_app = /** @type {((inputs: Core_Url_Web_AppInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Url_Web_AppInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_url_web_app(inputs)
	return __en.core_url_web_app(inputs)
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
* | "the rename" |
*
* @param {Core_What_RenameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_rename = /** @type {((inputs?: Core_What_RenameInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_What_RenameInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.core_what_rename(inputs)
	return __en.core_what_rename(inputs)
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
* | "Peruvian Sol" |
*
* @param {Currency_Name_PenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const currency_name_pen = /** @type {((inputs?: Currency_Name_PenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_Name_PenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.currency_name_pen(inputs)
	return __en.currency_name_pen(inputs)
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
* | "Day {day}" |
*
* @param {Cycle_Start_Day_ChoiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cycle_start_day_choice = /** @type {((inputs: Cycle_Start_Day_ChoiceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cycle_Start_Day_ChoiceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cycle_start_day_choice(inputs)
	return __en.cycle_start_day_choice(inputs)
});
/**
* | output |
* | --- |
* | "Day 1: the cycle is the calendar month. Hours by period, the tray and timetray report count in it." |
*
* @param {Cycle_Start_Day_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cycle_start_day_hint = /** @type {((inputs?: Cycle_Start_Day_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cycle_Start_Day_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.cycle_start_day_hint(inputs)
	return __en.cycle_start_day_hint(inputs)
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
* | day | output |
* | --- | --- |
* | * | "last successful refresh {when} ({ago})" |
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
* | "Signed out. {reason}" |
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
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} certificate" |
* | "other" | "{shown} certificates" |
*
* @param {Doctor_Ca_CertificatesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_certificates = /** @type {((inputs: Doctor_Ca_CertificatesInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_CertificatesInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_certificates(inputs)
	return __en.doctor_ca_certificates(inputs)
});
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "{shown} day left" |
* | "other" | "{shown} days left" |
*
* @param {Doctor_Ca_Days_LeftInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_days_left = /** @type {((inputs: Doctor_Ca_Days_LeftInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_Days_LeftInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_days_left(inputs)
	return __en.doctor_ca_days_left(inputs)
});
/**
* | output |
* | --- |
* | "{file}: \"{name}\" expires in {within} ({list})." |
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
* | "{file}: {certificates}, {list}; {left}." |
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
* | daysPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | "other" | "{shown} days" |
*
* @param {Doctor_Ca_Within_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_within_days = /** @type {((inputs: Doctor_Ca_Within_DaysInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Ca_Within_DaysInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_ca_within_days(inputs)
	return __en.doctor_ca_within_days(inputs)
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
* | "Unlock it from this user's desktop session (Passwords and Keys), or restart gnome-keyring unlocked from here, typing the keyring's password (your login passw..." |
*
* @param {Doctor_Keychain_Locked_Fix_No_ScreenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked_fix_no_screen = /** @type {((inputs?: Doctor_Keychain_Locked_Fix_No_ScreenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Locked_Fix_No_ScreenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_locked_fix_no_screen(inputs)
	return __en.doctor_keychain_locked_fix_no_screen(inputs)
});
/**
* | output |
* | --- |
* | "Reinstall Timetray. In a source checkout, run `npm run rebuild:keytar` there: it builds keytar for the Node.js that runs it and checks that it loads (Debian/..." |
*
* @param {Doctor_Keychain_Module_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_module_fix = /** @type {((inputs?: Doctor_Keychain_Module_FixInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Keychain_Module_FixInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_keychain_module_fix(inputs)
	return __en.doctor_keychain_module_fix(inputs)
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
* | "No proxy in the environment, and the system's proxy settings gave no answer for {origins}, so Timetray connects directly." |
*
* @param {Doctor_Proxy_System_UnansweredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_unanswered = /** @type {((inputs: Doctor_Proxy_System_UnansweredInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Doctor_Proxy_System_UnansweredInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.doctor_proxy_system_unanswered(inputs)
	return __en.doctor_proxy_system_unanswered(inputs)
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
* | "The certificate {origin} presented is issued by \"{issuer}\", which is not a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way, or ..." |
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
* | "The certificate {origin} presented is not from a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way, or the service has a CA of it..." |
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
* | "Get the certificate of the CA that issued it as a PEM file (from your IT for a proxy, or from whoever runs the service) and add it in Settings → Extra CA fil..." |
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
* | "No graphical session here, so only the tray app (which needs a desktop anyway) is affected; the `timetray` command works without a tray." |
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
* | "Billing cycle starts on" |
*
* @param {Label_Cycle_Start_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_cycle_start_day = /** @type {((inputs?: Label_Cycle_Start_DayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Cycle_Start_DayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_cycle_start_day(inputs)
	return __en.label_cycle_start_day(inputs)
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
* | "Beside the tray icon" |
*
* @param {Label_Tray_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_tray_title = /** @type {((inputs?: Label_Tray_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Tray_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_tray_title(inputs)
	return __en.label_tray_title(inputs)
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
* | "Week starts on" |
*
* @param {Label_Week_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_week_start = /** @type {((inputs?: Label_Week_StartInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Label_Week_StartInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.label_week_start(inputs)
	return __en.label_week_start(inputs)
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
* | "This cycle" |
*
* @param {Period_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_cycle = /** @type {((inputs?: Period_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Period_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.period_cycle(inputs)
	return __en.period_cycle(inputs)
});
/**
* | output |
* | --- |
* | "Last cycle" |
*
* @param {Period_Last_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_last_cycle = /** @type {((inputs?: Period_Last_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Period_Last_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.period_last_cycle(inputs)
	return __en.period_last_cycle(inputs)
});
/**
* | output |
* | --- |
* | "Last month" |
*
* @param {Period_Last_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_last_month = /** @type {((inputs?: Period_Last_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Period_Last_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.period_last_month(inputs)
	return __en.period_last_month(inputs)
});
/**
* | output |
* | --- |
* | "Last week" |
*
* @param {Period_Last_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_last_week = /** @type {((inputs?: Period_Last_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Period_Last_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.period_last_week(inputs)
	return __en.period_last_week(inputs)
});
/**
* | output |
* | --- |
* | "This month" |
*
* @param {Period_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_month = /** @type {((inputs?: Period_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Period_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.period_month(inputs)
	return __en.period_month(inputs)
});
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Period_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_today = /** @type {((inputs?: Period_TodayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Period_TodayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.period_today(inputs)
	return __en.period_today(inputs)
});
/**
* | output |
* | --- |
* | "This week" |
*
* @param {Period_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_week = /** @type {((inputs?: Period_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Period_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.period_week(inputs)
	return __en.period_week(inputs)
});
/**
* | output |
* | --- |
* | "By customer" |
*
* @param {Periods_By_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_by_customer = /** @type {((inputs?: Periods_By_CustomerInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_By_CustomerInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_by_customer(inputs)
	return __en.periods_by_customer(inputs)
});
/**
* | output |
* | --- |
* | "By project" |
*
* @param {Periods_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_by_project = /** @type {((inputs?: Periods_By_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_By_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_by_project(inputs)
	return __en.periods_by_project(inputs)
});
/**
* | output |
* | --- |
* | "Period" |
*
* @param {Periods_Choice_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_choice_label = /** @type {((inputs?: Periods_Choice_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_Choice_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_choice_label(inputs)
	return __en.periods_choice_label(inputs)
});
/**
* | output |
* | --- |
* | "No time recorded in this period." |
*
* @param {Periods_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_empty = /** @type {((inputs?: Periods_EmptyInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_EmptyInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_empty(inputs)
	return __en.periods_empty(inputs)
});
/**
* | output |
* | --- |
* | "Fetching from the service…" |
*
* @param {Periods_FetchingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_fetching = /** @type {((inputs?: Periods_FetchingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_FetchingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_fetching(inputs)
	return __en.periods_fetching(inputs)
});
/**
* | output |
* | --- |
* | "List" |
*
* @param {Periods_Grouping_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_grouping_label = /** @type {((inputs?: Periods_Grouping_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_Grouping_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_grouping_label(inputs)
	return __en.periods_grouping_label(inputs)
});
/**
* | output |
* | --- |
* | "Your hours by period" |
*
* @param {Periods_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_heading = /** @type {((inputs?: Periods_HeadingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_HeadingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_heading(inputs)
	return __en.periods_heading(inputs)
});
/**
* | output |
* | --- |
* | "Some days could not be fetched ({days}): the figures are partial." |
*
* @param {Periods_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_missing = /** @type {((inputs: Periods_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_missing(inputs)
	return __en.periods_missing(inputs)
});
/**
* | output |
* | --- |
* | "No project" |
*
* @param {Periods_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_no_project = /** @type {((inputs?: Periods_No_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_No_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_no_project(inputs)
	return __en.periods_no_project(inputs)
});
/**
* | output |
* | --- |
* | "Hours by period appear after the next refresh." |
*
* @param {Periods_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_none = /** @type {((inputs?: Periods_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_none(inputs)
	return __en.periods_none(inputs)
});
/**
* | output |
* | --- |
* | "This service has no reports, so hours by period are not shown for this account." |
*
* @param {Periods_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_not_offered = /** @type {((inputs?: Periods_Not_OfferedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_Not_OfferedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_not_offered(inputs)
	return __en.periods_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "Enter opens the project." |
*
* @param {Periods_Open_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_open_hint = /** @type {((inputs?: Periods_Open_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_Open_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_open_hint(inputs)
	return __en.periods_open_hint(inputs)
});
/**
* | output |
* | --- |
* | "Some days could not be fetched: these hours are partial." |
*
* @param {Periods_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_partial = /** @type {((inputs?: Periods_PartialInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_PartialInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_partial(inputs)
	return __en.periods_partial(inputs)
});
/**
* | output |
* | --- |
* | "Customers with time in this period" |
*
* @param {Periods_Rows_CustomersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_rows_customers = /** @type {((inputs?: Periods_Rows_CustomersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_Rows_CustomersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_rows_customers(inputs)
	return __en.periods_rows_customers(inputs)
});
/**
* | output |
* | --- |
* | "Projects with time in this period" |
*
* @param {Periods_Rows_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_rows_projects = /** @type {((inputs?: Periods_Rows_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_Rows_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_rows_projects(inputs)
	return __en.periods_rows_projects(inputs)
});
/**
* | output |
* | --- |
* | "The saved figures are shown." |
*
* @param {Periods_Saved_ShownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_saved_shown = /** @type {((inputs?: Periods_Saved_ShownInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_Saved_ShownInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_saved_shown(inputs)
	return __en.periods_saved_shown(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Periods_TotalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_total = /** @type {((inputs?: Periods_TotalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_TotalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_total(inputs)
	return __en.periods_total(inputs)
});
/**
* | output |
* | --- |
* | "Hours by period" |
*
* @param {Periods_View_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_view_title = /** @type {((inputs?: Periods_View_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_View_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_view_title(inputs)
	return __en.periods_view_title(inputs)
});
/**
* | output |
* | --- |
* | "Everyone's time; yours: {hours}" |
*
* @param {Periods_YoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_yours = /** @type {((inputs: Periods_YoursInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Periods_YoursInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.periods_yours(inputs)
	return __en.periods_yours(inputs)
});
/**
* | output |
* | --- |
* | "Pin" |
*
* @param {Pin_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_button = /** @type {((inputs?: Pin_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_button(inputs)
	return __en.pin_button(inputs)
});
/**
* | output |
* | --- |
* | "Already pinned: {project}." |
*
* @param {Pin_Cli_Already_PinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_already_pinned = /** @type {((inputs: Pin_Cli_Already_PinnedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_Already_PinnedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_already_pinned(inputs)
	return __en.pin_cli_already_pinned(inputs)
});
/**
* | output |
* | --- |
* | "It is archived, so lists show it only with showArchived on (`timetray config set showArchived true`)." |
*
* @param {Pin_Cli_Archived_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_archived_hidden = /** @type {((inputs?: Pin_Cli_Archived_HiddenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_Archived_HiddenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_archived_hidden(inputs)
	return __en.pin_cli_archived_hidden(inputs)
});
/**
* | output |
* | --- |
* | "{project} was not pinned." |
*
* @param {Pin_Cli_Not_PinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_not_pinned = /** @type {((inputs: Pin_Cli_Not_PinnedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_Not_PinnedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_not_pinned(inputs)
	return __en.pin_cli_not_pinned(inputs)
});
/**
* | output |
* | --- |
* | "Pinned {project}." |
*
* @param {Pin_Cli_PinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_pinned = /** @type {((inputs: Pin_Cli_PinnedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_PinnedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_pinned(inputs)
	return __en.pin_cli_pinned(inputs)
});
/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Pin_Cli_SectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_section = /** @type {((inputs?: Pin_Cli_SectionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_SectionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_section(inputs)
	return __en.pin_cli_section(inputs)
});
/**
* | output |
* | --- |
* | "Pin project ID: it comes first in the tray, the window and `projects`." |
*
* @param {Pin_Cli_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_summary = /** @type {((inputs?: Pin_Cli_SummaryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_SummaryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_summary(inputs)
	return __en.pin_cli_summary(inputs)
});
/**
* | output |
* | --- |
* | "Unpin project ID." |
*
* @param {Pin_Cli_Unpin_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_unpin_summary = /** @type {((inputs?: Pin_Cli_Unpin_SummaryInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_Unpin_SummaryInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_unpin_summary(inputs)
	return __en.pin_cli_unpin_summary(inputs)
});
/**
* | output |
* | --- |
* | "Unpinned {project}." |
*
* @param {Pin_Cli_UnpinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_unpinned = /** @type {((inputs: Pin_Cli_UnpinnedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Cli_UnpinnedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_cli_unpinned(inputs)
	return __en.pin_cli_unpinned(inputs)
});
/**
* | output |
* | --- |
* | "Pinned must be true or false." |
*
* @param {Pin_Flag_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_flag_invalid = /** @type {((inputs?: Pin_Flag_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Flag_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_flag_invalid(inputs)
	return __en.pin_flag_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Project #{id} is no longer at the service, so it was unpinned." |
*
* @param {Pin_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_gone = /** @type {((inputs: Pin_GoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_GoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_gone(inputs)
	return __en.pin_gone(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” (#{id}) is no longer at the service, so it was unpinned." |
*
* @param {Pin_Gone_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_gone_named = /** @type {((inputs: Pin_Gone_NamedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Gone_NamedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_gone_named(inputs)
	return __en.pin_gone_named(inputs)
});
/**
* | output |
* | --- |
* | "{shortcut} pins or unpins" |
*
* @param {Pin_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_hint = /** @type {((inputs: Pin_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_hint(inputs)
	return __en.pin_hint(inputs)
});
/**
* | output |
* | --- |
* | "Pin {name}" |
*
* @param {Pin_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_project = /** @type {((inputs: Pin_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_project(inputs)
	return __en.pin_project(inputs)
});
/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Pin_SectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_section = /** @type {((inputs?: Pin_SectionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_SectionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_section(inputs)
	return __en.pin_section(inputs)
});
/**
* | output |
* | --- |
* | "pinned" |
*
* @param {Pin_StateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_state = /** @type {((inputs?: Pin_StateInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_StateInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_state(inputs)
	return __en.pin_state(inputs)
});
/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Pin_Tray_SectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_tray_section = /** @type {((inputs?: Pin_Tray_SectionInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pin_Tray_SectionInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.pin_tray_section(inputs)
	return __en.pin_tray_section(inputs)
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
* | "Timetray ends its session at the service and forgets the account on this computer, with its budgets and pins: they are kept only here, so signing in again do..." |
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
* | "{minutes} minutes" |
*
* @param {Round_To_ChoiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_choice = /** @type {((inputs: Round_To_ChoiceInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Round_To_ChoiceInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.round_to_choice(inputs)
	return __en.round_to_choice(inputs)
});
/**
* | output |
* | --- |
* | "Only invoices (timetray report --invoice) round, each entry up; every other figure stays exact." |
*
* @param {Round_To_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_hint = /** @type {((inputs?: Round_To_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Round_To_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.round_to_hint(inputs)
	return __en.round_to_hint(inputs)
});
/**
* | output |
* | --- |
* | "Round invoice entries up to" |
*
* @param {Round_To_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_label = /** @type {((inputs?: Round_To_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Round_To_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.round_to_label(inputs)
	return __en.round_to_label(inputs)
});
/**
* | output |
* | --- |
* | "Exact (no rounding)" |
*
* @param {Round_To_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_none = /** @type {((inputs?: Round_To_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Round_To_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.round_to_none(inputs)
	return __en.round_to_none(inputs)
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
* | day | output |
* | --- | --- |
* | * | "the list below is the saved one from {when}." |
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
* | "{name} ({accountId})" |
*
* @param {Shell_Account_ItemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_account_item = /** @type {((inputs: Shell_Account_ItemInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_ItemInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_account_item(inputs)
	return __en.shell_account_item(inputs)
});
/**
* | output |
* | --- |
* | "{name} ({accountId}) — signed out" |
*
* @param {Shell_Account_Item_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_account_item_signed_out = /** @type {((inputs: Shell_Account_Item_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_Item_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_account_item_signed_out(inputs)
	return __en.shell_account_item_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Add account…" |
*
* @param {Shell_Add_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_add_account = /** @type {((inputs?: Shell_Add_AccountInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Add_AccountInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_add_account(inputs)
	return __en.shell_add_account(inputs)
});
/**
* | output |
* | --- |
* | "Use this CA" |
*
* @param {Shell_Ca_Dialog_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_button = /** @type {((inputs?: Shell_Ca_Dialog_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Ca_Dialog_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_ca_dialog_button(inputs)
	return __en.shell_ca_dialog_button(inputs)
});
/**
* | output |
* | --- |
* | "All files" |
*
* @param {Shell_Ca_Dialog_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_filter_all = /** @type {((inputs?: Shell_Ca_Dialog_Filter_AllInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Ca_Dialog_Filter_AllInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_ca_dialog_filter_all(inputs)
	return __en.shell_ca_dialog_filter_all(inputs)
});
/**
* | output |
* | --- |
* | "CA certificates (PEM)" |
*
* @param {Shell_Ca_Dialog_Filter_PemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_filter_pem = /** @type {((inputs?: Shell_Ca_Dialog_Filter_PemInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Ca_Dialog_Filter_PemInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_ca_dialog_filter_pem(inputs)
	return __en.shell_ca_dialog_filter_pem(inputs)
});
/**
* | output |
* | --- |
* | "Choose the CA certificate of your network (PEM)" |
*
* @param {Shell_Ca_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_title = /** @type {((inputs?: Shell_Ca_Dialog_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Ca_Dialog_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_ca_dialog_title(inputs)
	return __en.shell_ca_dialog_title(inputs)
});
/**
* | output |
* | --- |
* | "Keychain locked" |
*
* @param {Shell_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_keychain_locked = /** @type {((inputs?: Shell_Keychain_LockedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Keychain_LockedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_keychain_locked(inputs)
	return __en.shell_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "macOS Keychain" |
*
* @param {Shell_Keychain_MacosInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_keychain_macos = /** @type {((inputs?: Shell_Keychain_MacosInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Keychain_MacosInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_keychain_macos(inputs)
	return __en.shell_keychain_macos(inputs)
});
/**
* | output |
* | --- |
* | "Windows Credential Manager" |
*
* @param {Shell_Keychain_WindowsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_keychain_windows = /** @type {((inputs?: Shell_Keychain_WindowsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Keychain_WindowsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_keychain_windows(inputs)
	return __en.shell_keychain_windows(inputs)
});
/**
* | output |
* | --- |
* | "Launch at login waits for your approval: allow Timetray in {place}." |
*
* @param {Shell_Login_Needs_ApprovalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_needs_approval = /** @type {((inputs: Shell_Login_Needs_ApprovalInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_Needs_ApprovalInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_needs_approval(inputs)
	return __en.shell_login_needs_approval(inputs)
});
/**
* | output |
* | --- |
* | "{file} does not say so afterwards." |
*
* @param {Shell_Login_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_not_confirmed = /** @type {((inputs: Shell_Login_Not_ConfirmedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_Not_ConfirmedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_not_confirmed(inputs)
	return __en.shell_login_not_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Launch at login could not be turned off: {reason}" |
*
* @param {Shell_Login_Off_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_off_failed = /** @type {((inputs: Shell_Login_Off_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_Off_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_off_failed(inputs)
	return __en.shell_login_off_failed(inputs)
});
/**
* | output |
* | --- |
* | "Launch at login could not be turned on: {reason}" |
*
* @param {Shell_Login_On_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_on_failed = /** @type {((inputs: Shell_Login_On_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_On_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_on_failed(inputs)
	return __en.shell_login_on_failed(inputs)
});
/**
* | output |
* | --- |
* | "System Settings → General → Login Items" |
*
* @param {Shell_Login_Place_MacosInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_place_macos = /** @type {((inputs?: Shell_Login_Place_MacosInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_Place_MacosInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_place_macos(inputs)
	return __en.shell_login_place_macos(inputs)
});
/**
* | output |
* | --- |
* | "Task Manager → Startup apps" |
*
* @param {Shell_Login_Place_WindowsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_place_windows = /** @type {((inputs?: Shell_Login_Place_WindowsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_Place_WindowsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_place_windows(inputs)
	return __en.shell_login_place_windows(inputs)
});
/**
* | output |
* | --- |
* | "the system still says off (check {place})." |
*
* @param {Shell_Login_System_Says_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_system_says_off = /** @type {((inputs: Shell_Login_System_Says_OffInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_System_Says_OffInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_system_says_off(inputs)
	return __en.shell_login_system_says_off(inputs)
});
/**
* | output |
* | --- |
* | "the system still says on (check {place})." |
*
* @param {Shell_Login_System_Says_OnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_system_says_on = /** @type {((inputs: Shell_Login_System_Says_OnInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_System_Says_OnInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_system_says_on(inputs)
	return __en.shell_login_system_says_on(inputs)
});
/**
* | output |
* | --- |
* | "Launch at login is not available on {platform}." |
*
* @param {Shell_Login_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_unavailable = /** @type {((inputs: Shell_Login_UnavailableInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Login_UnavailableInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_login_unavailable(inputs)
	return __en.shell_login_unavailable(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} more customer — Show all in window…" |
* | "other" | "{countText} more customers — Show all in window…" |
*
* @param {Shell_More_CustomersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_more_customers = /** @type {((inputs: Shell_More_CustomersInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_More_CustomersInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_more_customers(inputs)
	return __en.shell_more_customers(inputs)
});
/**
* | output |
* | --- |
* | "{countText} more — Show all in window…" |
*
* @param {Shell_More_In_GroupInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_more_in_group = /** @type {((inputs: Shell_More_In_GroupInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_More_In_GroupInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_more_in_group(inputs)
	return __en.shell_more_in_group(inputs)
});
/**
* | output |
* | --- |
* | "No active projects" |
*
* @param {Shell_No_Active_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_active_projects = /** @type {((inputs?: Shell_No_Active_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_No_Active_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_no_active_projects(inputs)
	return __en.shell_no_active_projects(inputs)
});
/**
* | output |
* | --- |
* | "No projects" |
*
* @param {Shell_No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_projects = /** @type {((inputs?: Shell_No_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_No_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_no_projects(inputs)
	return __en.shell_no_projects(inputs)
});
/**
* | output |
* | --- |
* | "No StatusNotifier host ({watcher}) is running on this session. On GNOME, install and enable the “AppIndicator and KStatusNotifierItem Support” extension (Deb..." |
*
* @param {Shell_No_Tray_Host_DetailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_tray_host_detail = /** @type {((inputs: Shell_No_Tray_Host_DetailInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_No_Tray_Host_DetailInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_no_tray_host_detail(inputs)
	return __en.shell_no_tray_host_detail(inputs)
});
/**
* | output |
* | --- |
* | "This desktop shows no tray icons, so Timetray opened its window instead." |
*
* @param {Shell_No_Tray_Host_MessageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_tray_host_message = /** @type {((inputs?: Shell_No_Tray_Host_MessageInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_No_Tray_Host_MessageInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_no_tray_host_message(inputs)
	return __en.shell_no_tray_host_message(inputs)
});
/**
* | output |
* | --- |
* | "Timetray has no tray icon here" |
*
* @param {Shell_No_Tray_Host_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_tray_host_title = /** @type {((inputs?: Shell_No_Tray_Host_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_No_Tray_Host_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_no_tray_host_title(inputs)
	return __en.shell_no_tray_host_title(inputs)
});
/**
* | output |
* | --- |
* | "Not refreshed yet" |
*
* @param {Shell_Not_Refreshed_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_not_refreshed_yet = /** @type {((inputs?: Shell_Not_Refreshed_YetInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Refreshed_YetInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_not_refreshed_yet(inputs)
	return __en.shell_not_refreshed_yet(inputs)
});
/**
* | output |
* | --- |
* | "Not signed in" |
*
* @param {Shell_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_not_signed_in = /** @type {((inputs?: Shell_Not_Signed_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Signed_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_not_signed_in(inputs)
	return __en.shell_not_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Open Timetray" |
*
* @param {Shell_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_open = /** @type {((inputs?: Shell_OpenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_OpenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_open(inputs)
	return __en.shell_open(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {percent}% of this billing cycle’s budget" |
*
* @param {Shell_Period_Budget_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_period_budget_cycle = /** @type {((inputs: Shell_Period_Budget_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Period_Budget_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_period_budget_cycle(inputs)
	return __en.shell_period_budget_cycle(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {percent}% of this month’s budget" |
*
* @param {Shell_Period_Budget_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_period_budget_month = /** @type {((inputs: Shell_Period_Budget_MonthInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Period_Budget_MonthInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_period_budget_month(inputs)
	return __en.shell_period_budget_month(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {percent}% of this week’s budget" |
*
* @param {Shell_Period_Budget_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_period_budget_week = /** @type {((inputs: Shell_Period_Budget_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Period_Budget_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_period_budget_week(inputs)
	return __en.shell_period_budget_week(inputs)
});
/**
* | output |
* | --- |
* | "Today {today} · Week {week}" |
*
* @param {Shell_Periods_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_periods_line = /** @type {((inputs: Shell_Periods_LineInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Periods_LineInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_periods_line(inputs)
	return __en.shell_periods_line(inputs)
});
/**
* | output |
* | --- |
* | "Hours by period: this service has no reports" |
*
* @param {Shell_Periods_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_periods_not_offered = /** @type {((inputs?: Shell_Periods_Not_OfferedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Periods_Not_OfferedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_periods_not_offered(inputs)
	return __en.shell_periods_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "{line} (partial)" |
*
* @param {Shell_Periods_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_periods_partial = /** @type {((inputs: Shell_Periods_PartialInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Periods_PartialInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_periods_partial(inputs)
	return __en.shell_periods_partial(inputs)
});
/**
* | output |
* | --- |
* | "{item} · cycle {hours}" |
*
* @param {Shell_Pinned_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_pinned_cycle = /** @type {((inputs: Shell_Pinned_CycleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Pinned_CycleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_pinned_cycle(inputs)
	return __en.shell_pinned_cycle(inputs)
});
/**
* | output |
* | --- |
* | "{name} — {total}" |
*
* @param {Shell_Project_ItemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_project_item = /** @type {((inputs: Shell_Project_ItemInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Project_ItemInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_project_item(inputs)
	return __en.shell_project_item(inputs)
});
/**
* | output |
* | --- |
* | "{name} (archived) — {total}" |
*
* @param {Shell_Project_Item_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_project_item_archived = /** @type {((inputs: Shell_Project_Item_ArchivedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Project_Item_ArchivedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_project_item_archived(inputs)
	return __en.shell_project_item_archived(inputs)
});
/**
* | output |
* | --- |
* | "Quit Timetray" |
*
* @param {Shell_QuitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_quit = /** @type {((inputs?: Shell_QuitInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_QuitInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_quit(inputs)
	return __en.shell_quit(inputs)
});
/**
* | output |
* | --- |
* | "Recent" |
*
* @param {Shell_RecentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_recent = /** @type {((inputs?: Shell_RecentInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_RecentInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_recent(inputs)
	return __en.shell_recent(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Shell_RefreshInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_refresh = /** @type {((inputs?: Shell_RefreshInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_RefreshInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_refresh(inputs)
	return __en.shell_refresh(inputs)
});
/**
* | output |
* | --- |
* | "{accelerator} is not a shortcut Electron accepts ({reason}) — choose another." |
*
* @param {Shell_Shortcut_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_shortcut_invalid = /** @type {((inputs: Shell_Shortcut_InvalidInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Shortcut_InvalidInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_shortcut_invalid(inputs)
	return __en.shell_shortcut_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{accelerator} could not be registered. On Wayland a global shortcut works only through the desktop's GlobalShortcuts portal (KDE Plasma; GNOME 48+ asks you t..." |
*
* @param {Shell_Shortcut_Refused_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_shortcut_refused_wayland = /** @type {((inputs: Shell_Shortcut_Refused_WaylandInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Shortcut_Refused_WaylandInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_shortcut_refused_wayland(inputs)
	return __en.shell_shortcut_refused_wayland(inputs)
});
/**
* | output |
* | --- |
* | "{accelerator} is taken by another app or the desktop refused it — choose another." |
*
* @param {Shell_Shortcut_TakenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_shortcut_taken = /** @type {((inputs: Shell_Shortcut_TakenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Shortcut_TakenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_shortcut_taken(inputs)
	return __en.shell_shortcut_taken(inputs)
});
/**
* | output |
* | --- |
* | "Show all in window…" |
*
* @param {Shell_Show_AllInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_show_all = /** @type {((inputs?: Shell_Show_AllInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Show_AllInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_show_all(inputs)
	return __en.shell_show_all(inputs)
});
/**
* | output |
* | --- |
* | "Sign in…" |
*
* @param {Shell_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_sign_in = /** @type {((inputs?: Shell_Sign_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sign_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_sign_in(inputs)
	return __en.shell_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Timetray could not sign out: {reason}" |
*
* @param {Shell_Sign_Out_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_sign_out_failed = /** @type {((inputs: Shell_Sign_Out_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sign_Out_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_sign_out_failed(inputs)
	return __en.shell_sign_out_failed(inputs)
});
/**
* | output |
* | --- |
* | "Timetray could not start" |
*
* @param {Shell_Start_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_failure_title = /** @type {((inputs?: Shell_Start_Failure_TitleInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Start_Failure_TitleInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_start_failure_title(inputs)
	return __en.shell_start_failure_title(inputs)
});
/**
* | output |
* | --- |
* | "An unexpected {name} stopped the start. Please report it." |
*
* @param {Shell_Start_Unexpected_ErrorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_unexpected_error = /** @type {((inputs: Shell_Start_Unexpected_ErrorInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Start_Unexpected_ErrorInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_start_unexpected_error(inputs)
	return __en.shell_start_unexpected_error(inputs)
});
/**
* | output |
* | --- |
* | "An unexpected {name} stopped the start ({frame}). Please report it." |
*
* @param {Shell_Start_Unexpected_Error_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_unexpected_error_at = /** @type {((inputs: Shell_Start_Unexpected_Error_AtInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Start_Unexpected_Error_AtInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_start_unexpected_error_at(inputs)
	return __en.shell_start_unexpected_error_at(inputs)
});
/**
* | output |
* | --- |
* | "An unexpected {type} was thrown while starting." |
*
* @param {Shell_Start_Unexpected_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_unexpected_value = /** @type {((inputs: Shell_Start_Unexpected_ValueInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Start_Unexpected_ValueInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_start_unexpected_value(inputs)
	return __en.shell_start_unexpected_value(inputs)
});
/**
* | output |
* | --- |
* | "Starting — reading your accounts and the keychain…" |
*
* @param {Shell_StartingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_starting = /** @type {((inputs?: Shell_StartingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_StartingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_starting(inputs)
	return __en.shell_starting(inputs)
});
/**
* | output |
* | --- |
* | "Timetray could not switch accounts: {reason}" |
*
* @param {Shell_Switch_Account_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_switch_account_failed = /** @type {((inputs: Shell_Switch_Account_FailedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Switch_Account_FailedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_switch_account_failed(inputs)
	return __en.shell_switch_account_failed(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Timetray — {countText} project" |
* | "other" | "Timetray — {countText} projects" |
*
* @param {Shell_Tooltip_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_tooltip_projects = /** @type {((inputs: Shell_Tooltip_ProjectsInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Tooltip_ProjectsInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_tooltip_projects(inputs)
	return __en.shell_tooltip_projects(inputs)
});
/**
* | output |
* | --- |
* | "Timetray — signed out" |
*
* @param {Shell_Tooltip_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_tooltip_signed_out = /** @type {((inputs?: Shell_Tooltip_Signed_OutInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Tooltip_Signed_OutInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_tooltip_signed_out(inputs)
	return __en.shell_tooltip_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "The tray icon is missing or unreadable: {file}" |
*
* @param {Shell_Tray_Icon_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_tray_icon_missing = /** @type {((inputs: Shell_Tray_Icon_MissingInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Tray_Icon_MissingInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_tray_icon_missing(inputs)
	return __en.shell_tray_icon_missing(inputs)
});
/**
* | output |
* | --- |
* | "Updated {age}" |
*
* @param {Shell_Updated_AgoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_updated_ago = /** @type {((inputs: Shell_Updated_AgoInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Updated_AgoInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_updated_ago(inputs)
	return __en.shell_updated_ago(inputs)
});
/**
* | output |
* | --- |
* | "Updated at {time}" |
*
* @param {Shell_Updated_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_updated_at = /** @type {((inputs: Shell_Updated_AtInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Updated_AtInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_updated_at(inputs)
	return __en.shell_updated_at(inputs)
});
/**
* | output |
* | --- |
* | "Updated on {date}, {time}" |
*
* @param {Shell_Updated_OnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_updated_on = /** @type {((inputs: Shell_Updated_OnInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Updated_OnInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shell_updated_on(inputs)
	return __en.shell_updated_on(inputs)
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
* | "Not saved: “{text}” is not a shortcut Timetray understands; use one or more modifiers (Ctrl, Alt, Shift, Super) and one key, e.g. {example}." |
*
* @param {Shortcut_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_refused = /** @type {((inputs: Shortcut_RefusedInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_RefusedInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.shortcut_refused(inputs)
	return __en.shortcut_refused(inputs)
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
* | "Check the email and the password, and that the account ID is the code after /a/ in the web app's address: with {accountId}, your projects page would be {exam..." |
*
* @param {Sign_In_What_To_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_what_to_check = /** @type {((inputs: Sign_In_What_To_CheckInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_What_To_CheckInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.sign_in_what_to_check(inputs)
	return __en.sign_in_what_to_check(inputs)
});
/**
* | output |
* | --- |
* | "Check the email and the password, and that the account ID is the code after /a/ in the web app's address." |
*
* @param {Sign_In_What_To_Check_ShortInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_what_to_check_short = /** @type {((inputs?: Sign_In_What_To_Check_ShortInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_What_To_Check_ShortInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.sign_in_what_to_check_short(inputs)
	return __en.sign_in_what_to_check_short(inputs)
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
* | "Nothing" |
*
* @param {Tray_Title_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const tray_title_off = /** @type {((inputs?: Tray_Title_OffInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Title_OffInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.tray_title_off(inputs)
	return __en.tray_title_off(inputs)
});
/**
* | output |
* | --- |
* | "Today's hours" |
*
* @param {Tray_Title_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const tray_title_today = /** @type {((inputs?: Tray_Title_TodayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Title_TodayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.tray_title_today(inputs)
	return __en.tray_title_today(inputs)
});
/**
* | output |
* | --- |
* | "This week's hours" |
*
* @param {Tray_Title_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const tray_title_week = /** @type {((inputs?: Tray_Title_WeekInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Title_WeekInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.tray_title_week(inputs)
	return __en.tray_title_week(inputs)
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
* | "Unpin" |
*
* @param {Unpin_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const unpin_button = /** @type {((inputs?: Unpin_ButtonInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unpin_ButtonInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.unpin_button(inputs)
	return __en.unpin_button(inputs)
});
/**
* | output |
* | --- |
* | "Unpin {name}" |
*
* @param {Unpin_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const unpin_project = /** @type {((inputs: Unpin_ProjectInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unpin_ProjectInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.unpin_project(inputs)
	return __en.unpin_project(inputs)
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
* | "Open Rabbiit" |
*
* @param {Webapp_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const webapp_open = /** @type {((inputs?: Webapp_OpenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webapp_OpenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.webapp_open(inputs)
	return __en.webapp_open(inputs)
});
/**
* | output |
* | --- |
* | "Open in Rabbiit" |
*
* @param {Webapp_Open_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const webapp_open_in = /** @type {((inputs?: Webapp_Open_InInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webapp_Open_InInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.webapp_open_in(inputs)
	return __en.webapp_open_in(inputs)
});
/**
* | output |
* | --- |
* | "Open Rabbiit" |
*
* @param {Webapp_Tray_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const webapp_tray_open = /** @type {((inputs?: Webapp_Tray_OpenInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webapp_Tray_OpenInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.webapp_tray_open(inputs)
	return __en.webapp_tray_open(inputs)
});
/**
* | output |
* | --- |
* | "As the language does" |
*
* @param {Week_Start_AutoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const week_start_auto = /** @type {((inputs?: Week_Start_AutoInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Week_Start_AutoInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.week_start_auto(inputs)
	return __en.week_start_auto(inputs)
});
/**
* | output |
* | --- |
* | "Monday" |
*
* @param {Week_Start_MondayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const week_start_monday = /** @type {((inputs?: Week_Start_MondayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Week_Start_MondayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.week_start_monday(inputs)
	return __en.week_start_monday(inputs)
});
/**
* | output |
* | --- |
* | "Sunday" |
*
* @param {Week_Start_SundayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const week_start_sunday = /** @type {((inputs?: Week_Start_SundayInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Week_Start_SundayInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.week_start_sunday(inputs)
	return __en.week_start_sunday(inputs)
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
/**
* | output |
* | --- |
* | "A budget per period's pace counts only these days." |
*
* @param {Work_Days_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const work_days_hint = /** @type {((inputs?: Work_Days_HintInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Work_Days_HintInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.work_days_hint(inputs)
	return __en.work_days_hint(inputs)
});
/**
* | output |
* | --- |
* | "Working days" |
*
* @param {Work_Days_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const work_days_label = /** @type {((inputs?: Work_Days_LabelInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Work_Days_LabelInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.work_days_label(inputs)
	return __en.work_days_label(inputs)
});
/**
* | output |
* | --- |
* | "Keep at least one working day." |
*
* @param {Work_Days_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const work_days_none = /** @type {((inputs?: Work_Days_NoneInputs, options?: { locale?: "en" | "pt-BR" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Work_Days_NoneInputs, { locale?: "en" | "pt-BR" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "pt-BR") return __pt_br2.work_days_none(inputs)
	return __en.work_days_none(inputs)
});