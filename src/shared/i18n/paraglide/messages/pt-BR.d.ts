export const about: (inputs: AboutInputs) => LocalizedString;
export const about_cache: (inputs: About_CacheInputs) => LocalizedString;
export const about_keychain: (inputs: About_KeychainInputs) => LocalizedString;
export const about_logs: (inputs: About_LogsInputs) => LocalizedString;
export const about_settings_folder: (inputs: About_Settings_FolderInputs) => LocalizedString;
export const about_user_agent: (inputs: About_User_AgentInputs) => LocalizedString;
export const about_version: (inputs: About_VersionInputs) => LocalizedString;
export const account_id_hint_end: (inputs: Account_Id_Hint_EndInputs) => LocalizedString;
export const account_id_hint_start: (inputs: Account_Id_Hint_StartInputs) => LocalizedString;
export const account_label: (inputs: Account_LabelInputs) => LocalizedString;
export const account_signed_out: (inputs: Account_Signed_OutInputs) => LocalizedString;
export const accounts: (inputs: AccountsInputs) => LocalizedString;
export const add_account: (inputs: Add_AccountInputs) => LocalizedString;
export const add_account_menu: (inputs: Add_Account_MenuInputs) => LocalizedString;
export const age_at: (inputs: Age_AtInputs) => LocalizedString;
export const age_days: (inputs: Age_DaysInputs) => LocalizedString;
export const age_hours: (inputs: Age_HoursInputs) => LocalizedString;
export const age_just_now: (inputs: Age_Just_NowInputs) => LocalizedString;
export const age_minutes: (inputs: Age_MinutesInputs) => LocalizedString;
export const all_archived: (inputs: All_ArchivedInputs) => LocalizedString;
export const another_account_or_address: (inputs: Another_Account_Or_AddressInputs) => LocalizedString;
export const archived_badge: (inputs: Archived_BadgeInputs) => LocalizedString;
export const as_of: (inputs: As_OfInputs) => LocalizedString;
export const as_of_refreshing: (inputs: As_Of_RefreshingInputs) => LocalizedString;
export const back: (inputs: BackInputs) => LocalizedString;
export const banner_saved_list: (inputs: Banner_Saved_ListInputs) => LocalizedString;
export const billable: (inputs: BillableInputs) => LocalizedString;
export const billable_by_person: (inputs: Billable_By_PersonInputs) => LocalizedString;
export const billable_by_project: (inputs: Billable_By_ProjectInputs) => LocalizedString;
export const bridge_missing: (inputs: Bridge_MissingInputs) => LocalizedString;
export const budget_account_gone: (inputs: Budget_Account_GoneInputs) => LocalizedString;
export const budget_alert_passed: (inputs: Budget_Alert_PassedInputs) => LocalizedString;
export const budget_alert_passed_cycle: (inputs: Budget_Alert_Passed_CycleInputs) => LocalizedString;
export const budget_alert_passed_month: (inputs: Budget_Alert_Passed_MonthInputs) => LocalizedString;
export const budget_alert_passed_week: (inputs: Budget_Alert_Passed_WeekInputs) => LocalizedString;
export const budget_alerts_hint: (inputs: Budget_Alerts_HintInputs) => LocalizedString;
export const budget_alerts_label: (inputs: Budget_Alerts_LabelInputs) => LocalizedString;
export const budget_both_empty: (inputs: Budget_Both_EmptyInputs) => LocalizedString;
export const budget_change: (inputs: Budget_ChangeInputs) => LocalizedString;
export const budget_change_button: (inputs: Budget_Change_ButtonInputs) => LocalizedString;
export const budget_change_named: (inputs: Budget_Change_NamedInputs) => LocalizedString;
export const budget_chip_label: (inputs: Budget_Chip_LabelInputs) => LocalizedString;
export const budget_clear_button: (inputs: Budget_Clear_ButtonInputs) => LocalizedString;
export const budget_cleared: (inputs: Budget_ClearedInputs) => LocalizedString;
export const budget_cli_bad_number: (inputs: Budget_Cli_Bad_NumberInputs) => LocalizedString;
export const budget_cli_bad_per: (inputs: Budget_Cli_Bad_PerInputs) => LocalizedString;
export const budget_cli_both: (inputs: Budget_Cli_BothInputs) => LocalizedString;
export const budget_cli_budgets_cached_option: (inputs: Budget_Cli_Budgets_Cached_OptionInputs) => LocalizedString;
export const budget_cli_budgets_notes: (inputs: Budget_Cli_Budgets_NotesInputs) => LocalizedString;
export const budget_cli_budgets_summary: (inputs: Budget_Cli_Budgets_SummaryInputs) => LocalizedString;
export const budget_cli_cell_over: (inputs: Budget_Cli_Cell_OverInputs) => LocalizedString;
export const budget_cli_cell_unknown: (inputs: Budget_Cli_Cell_UnknownInputs) => LocalizedString;
export const budget_cli_clear_alone: (inputs: Budget_Cli_Clear_AloneInputs) => LocalizedString;
export const budget_cli_clear_option: (inputs: Budget_Cli_Clear_OptionInputs) => LocalizedString;
export const budget_cli_cleared: (inputs: Budget_Cli_ClearedInputs) => LocalizedString;
export const budget_cli_customer_id: (inputs: Budget_Cli_Customer_IdInputs) => LocalizedString;
export const budget_cli_customer_lifetime: (inputs: Budget_Cli_Customer_LifetimeInputs) => LocalizedString;
export const budget_cli_customer_named: (inputs: Budget_Cli_Customer_NamedInputs) => LocalizedString;
export const budget_cli_customer_option: (inputs: Budget_Cli_Customer_OptionInputs) => LocalizedString;
export const budget_cli_gone_change: (inputs: Budget_Cli_Gone_ChangeInputs) => LocalizedString;
export const budget_cli_had_none: (inputs: Budget_Cli_Had_NoneInputs) => LocalizedString;
export const budget_cli_half_unknown: (inputs: Budget_Cli_Half_UnknownInputs) => LocalizedString;
export const budget_cli_hours: (inputs: Budget_Cli_HoursInputs) => LocalizedString;
export const budget_cli_hours_option: (inputs: Budget_Cli_Hours_OptionInputs) => LocalizedString;
export const budget_cli_label: (inputs: Budget_Cli_LabelInputs) => LocalizedString;
export const budget_cli_near: (inputs: Budget_Cli_NearInputs) => LocalizedString;
export const budget_cli_no_budgets: (inputs: Budget_Cli_No_BudgetsInputs) => LocalizedString;
export const budget_cli_none: (inputs: Budget_Cli_NoneInputs) => LocalizedString;
export const budget_cli_not_listed: (inputs: Budget_Cli_Not_ListedInputs) => LocalizedString;
export const budget_cli_notes: (inputs: Budget_Cli_NotesInputs) => LocalizedString;
export const budget_cli_over: (inputs: Budget_Cli_OverInputs) => LocalizedString;
export const budget_cli_pace_ahead: (inputs: Budget_Cli_Pace_AheadInputs) => LocalizedString;
export const budget_cli_pace_behind: (inputs: Budget_Cli_Pace_BehindInputs) => LocalizedString;
export const budget_cli_pace_line: (inputs: Budget_Cli_Pace_LineInputs) => LocalizedString;
export const budget_cli_pace_on_pace: (inputs: Budget_Cli_Pace_On_PaceInputs) => LocalizedString;
export const budget_cli_pace_slightly_ahead: (inputs: Budget_Cli_Pace_Slightly_AheadInputs) => LocalizedString;
export const budget_cli_pace_slightly_behind: (inputs: Budget_Cli_Pace_Slightly_BehindInputs) => LocalizedString;
export const budget_cli_partial: (inputs: Budget_Cli_PartialInputs) => LocalizedString;
export const budget_cli_per_cycle: (inputs: Budget_Cli_Per_CycleInputs) => LocalizedString;
export const budget_cli_per_lifetime: (inputs: Budget_Cli_Per_LifetimeInputs) => LocalizedString;
export const budget_cli_per_month: (inputs: Budget_Cli_Per_MonthInputs) => LocalizedString;
export const budget_cli_per_needed: (inputs: Budget_Cli_Per_NeededInputs) => LocalizedString;
export const budget_cli_per_option: (inputs: Budget_Cli_Per_OptionInputs) => LocalizedString;
export const budget_cli_per_week: (inputs: Budget_Cli_Per_WeekInputs) => LocalizedString;
export const budget_cli_period_cleared: (inputs: Budget_Cli_Period_ClearedInputs) => LocalizedString;
export const budget_cli_period_had_none: (inputs: Budget_Cli_Period_Had_NoneInputs) => LocalizedString;
export const budget_cli_period_head: (inputs: Budget_Cli_Period_HeadInputs) => LocalizedString;
export const budget_cli_period_line: (inputs: Budget_Cli_Period_LineInputs) => LocalizedString;
export const budget_cli_period_none: (inputs: Budget_Cli_Period_NoneInputs) => LocalizedString;
export const budget_cli_progress: (inputs: Budget_Cli_ProgressInputs) => LocalizedString;
export const budget_cli_progress_both: (inputs: Budget_Cli_Progress_BothInputs) => LocalizedString;
export const budget_cli_progress_none: (inputs: Budget_Cli_Progress_NoneInputs) => LocalizedString;
export const budget_cli_progress_unknown: (inputs: Budget_Cli_Progress_UnknownInputs) => LocalizedString;
export const budget_cli_project_id: (inputs: Budget_Cli_Project_IdInputs) => LocalizedString;
export const budget_cli_project_named: (inputs: Budget_Cli_Project_NamedInputs) => LocalizedString;
export const budget_cli_project_or_customer: (inputs: Budget_Cli_Project_Or_CustomerInputs) => LocalizedString;
export const budget_cli_set: (inputs: Budget_Cli_SetInputs) => LocalizedString;
export const budget_cli_summary: (inputs: Budget_Cli_SummaryInputs) => LocalizedString;
export const budget_cli_used_both: (inputs: Budget_Cli_Used_BothInputs) => LocalizedString;
export const budget_cli_value_option: (inputs: Budget_Cli_Value_OptionInputs) => LocalizedString;
export const budget_cli_which: (inputs: Budget_Cli_WhichInputs) => LocalizedString;
export const budget_currency_hint: (inputs: Budget_Currency_HintInputs) => LocalizedString;
export const budget_currency_ignored: (inputs: Budget_Currency_IgnoredInputs) => LocalizedString;
export const budget_currency_label: (inputs: Budget_Currency_LabelInputs) => LocalizedString;
export const budget_currency_none: (inputs: Budget_Currency_NoneInputs) => LocalizedString;
export const budget_customer_card_heading: (inputs: Budget_Customer_Card_HeadingInputs) => LocalizedString;
export const budget_customer_not_in_list: (inputs: Budget_Customer_Not_In_ListInputs) => LocalizedString;
export const budget_editor_hint: (inputs: Budget_Editor_HintInputs) => LocalizedString;
export const budget_empty: (inputs: Budget_EmptyInputs) => LocalizedString;
export const budget_form_customers: (inputs: Budget_Form_CustomersInputs) => LocalizedString;
export const budget_form_hint: (inputs: Budget_Form_HintInputs) => LocalizedString;
export const budget_form_per: (inputs: Budget_Form_PerInputs) => LocalizedString;
export const budget_form_per_cycle: (inputs: Budget_Form_Per_CycleInputs) => LocalizedString;
export const budget_form_per_month: (inputs: Budget_Form_Per_MonthInputs) => LocalizedString;
export const budget_form_per_week: (inputs: Budget_Form_Per_WeekInputs) => LocalizedString;
export const budget_form_projects: (inputs: Budget_Form_ProjectsInputs) => LocalizedString;
export const budget_form_target: (inputs: Budget_Form_TargetInputs) => LocalizedString;
export const budget_heading: (inputs: Budget_HeadingInputs) => LocalizedString;
export const budget_hours_field: (inputs: Budget_Hours_FieldInputs) => LocalizedString;
export const budget_hours_field_invalid: (inputs: Budget_Hours_Field_InvalidInputs) => LocalizedString;
export const budget_hours_invalid: (inputs: Budget_Hours_InvalidInputs) => LocalizedString;
export const budget_hours_limit: (inputs: Budget_Hours_LimitInputs) => LocalizedString;
export const budget_hours_of: (inputs: Budget_Hours_OfInputs) => LocalizedString;
export const budget_hours_unknown: (inputs: Budget_Hours_UnknownInputs) => LocalizedString;
export const budget_kind_customer: (inputs: Budget_Kind_CustomerInputs) => LocalizedString;
export const budget_kind_project: (inputs: Budget_Kind_ProjectInputs) => LocalizedString;
export const budget_last_line: (inputs: Budget_Last_LineInputs) => LocalizedString;
export const budget_last_unknown: (inputs: Budget_Last_UnknownInputs) => LocalizedString;
export const budget_limit_both: (inputs: Budget_Limit_BothInputs) => LocalizedString;
export const budget_marker: (inputs: Budget_MarkerInputs) => LocalizedString;
export const budget_near: (inputs: Budget_NearInputs) => LocalizedString;
export const budget_none: (inputs: Budget_NoneInputs) => LocalizedString;
export const budget_not_in_list: (inputs: Budget_Not_In_ListInputs) => LocalizedString;
export const budget_over: (inputs: Budget_OverInputs) => LocalizedString;
export const budget_pace_ahead: (inputs: Budget_Pace_AheadInputs) => LocalizedString;
export const budget_pace_behind: (inputs: Budget_Pace_BehindInputs) => LocalizedString;
export const budget_pace_line: (inputs: Budget_Pace_LineInputs) => LocalizedString;
export const budget_pace_on_pace: (inputs: Budget_Pace_On_PaceInputs) => LocalizedString;
export const budget_pace_slightly_ahead: (inputs: Budget_Pace_Slightly_AheadInputs) => LocalizedString;
export const budget_pace_slightly_behind: (inputs: Budget_Pace_Slightly_BehindInputs) => LocalizedString;
export const budget_partial: (inputs: Budget_PartialInputs) => LocalizedString;
export const budget_per_cycle: (inputs: Budget_Per_CycleInputs) => LocalizedString;
export const budget_per_invalid: (inputs: Budget_Per_InvalidInputs) => LocalizedString;
export const budget_per_month: (inputs: Budget_Per_MonthInputs) => LocalizedString;
export const budget_per_week: (inputs: Budget_Per_WeekInputs) => LocalizedString;
export const budget_period_card_heading: (inputs: Budget_Period_Card_HeadingInputs) => LocalizedString;
export const budget_period_used: (inputs: Budget_Period_UsedInputs) => LocalizedString;
export const budget_progress_label: (inputs: Budget_Progress_LabelInputs) => LocalizedString;
export const budget_remove: (inputs: Budget_RemoveInputs) => LocalizedString;
export const budget_remove_named: (inputs: Budget_Remove_NamedInputs) => LocalizedString;
export const budget_removed: (inputs: Budget_RemovedInputs) => LocalizedString;
export const budget_saved: (inputs: Budget_SavedInputs) => LocalizedString;
export const budget_set_button: (inputs: Budget_Set_ButtonInputs) => LocalizedString;
export const budget_shape_invalid: (inputs: Budget_Shape_InvalidInputs) => LocalizedString;
export const budget_value_field: (inputs: Budget_Value_FieldInputs) => LocalizedString;
export const budget_value_field_invalid: (inputs: Budget_Value_Field_InvalidInputs) => LocalizedString;
export const budget_value_invalid: (inputs: Budget_Value_InvalidInputs) => LocalizedString;
export const budget_value_of: (inputs: Budget_Value_OfInputs) => LocalizedString;
export const budget_value_percent: (inputs: Budget_Value_PercentInputs) => LocalizedString;
export const budget_value_unknown: (inputs: Budget_Value_UnknownInputs) => LocalizedString;
export const budget_web_app_unsafe: (inputs: Budget_Web_App_UnsafeInputs) => LocalizedString;
export const budgets_add_button: (inputs: Budgets_Add_ButtonInputs) => LocalizedString;
export const budgets_lifetime_heading: (inputs: Budgets_Lifetime_HeadingInputs) => LocalizedString;
export const budgets_none: (inputs: Budgets_NoneInputs) => LocalizedString;
export const budgets_not_offered: (inputs: Budgets_Not_OfferedInputs) => LocalizedString;
export const budgets_period_heading: (inputs: Budgets_Period_HeadingInputs) => LocalizedString;
export const budgets_view_title: (inputs: Budgets_View_TitleInputs) => LocalizedString;
export const ca_choose_again: (inputs: Ca_Choose_AgainInputs) => LocalizedString;
export const ca_file_hint: (inputs: Ca_File_HintInputs) => LocalizedString;
export const ca_file_removed: (inputs: Ca_File_RemovedInputs) => LocalizedString;
export const ca_file_saved: (inputs: Ca_File_SavedInputs) => LocalizedString;
export const ca_give_flag_again: (inputs: Ca_Give_Flag_AgainInputs) => LocalizedString;
export const call_failed: (inputs: Call_FailedInputs) => LocalizedString;
export const cancel: (inputs: CancelInputs) => LocalizedString;
export const chart_day: (inputs: Chart_DayInputs) => LocalizedString;
export const chart_day_unknown: (inputs: Chart_Day_UnknownInputs) => LocalizedString;
export const chart_label: (inputs: Chart_LabelInputs) => LocalizedString;
export const chart_label_team: (inputs: Chart_Label_TeamInputs) => LocalizedString;
export const chart_today: (inputs: Chart_TodayInputs) => LocalizedString;
export const check_accounts: (inputs: Check_AccountsInputs) => LocalizedString;
export const check_ca_file: (inputs: Check_Ca_FileInputs) => LocalizedString;
export const check_clock: (inputs: Check_ClockInputs) => LocalizedString;
export const check_keychain: (inputs: Check_KeychainInputs) => LocalizedString;
export const check_proxy: (inputs: Check_ProxyInputs) => LocalizedString;
export const check_service: (inputs: Check_ServiceInputs) => LocalizedString;
export const check_session_type: (inputs: Check_Session_TypeInputs) => LocalizedString;
export const check_settings: (inputs: Check_SettingsInputs) => LocalizedString;
export const check_shortcut: (inputs: Check_ShortcutInputs) => LocalizedString;
export const check_tray_host: (inputs: Check_Tray_HostInputs) => LocalizedString;
export const checking: (inputs: CheckingInputs) => LocalizedString;
export const choose_ca_file: (inputs: Choose_Ca_FileInputs) => LocalizedString;
export const cli_accepted_boolean: (inputs: Cli_Accepted_BooleanInputs) => LocalizedString;
export const cli_accepted_ca_file: (inputs: Cli_Accepted_Ca_FileInputs) => LocalizedString;
export const cli_accepted_currency: (inputs: Cli_Accepted_CurrencyInputs) => LocalizedString;
export const cli_accepted_cycle_start_day: (inputs: Cli_Accepted_Cycle_Start_DayInputs) => LocalizedString;
export const cli_accepted_interval: (inputs: Cli_Accepted_IntervalInputs) => LocalizedString;
export const cli_accepted_language: (inputs: Cli_Accepted_LanguageInputs) => LocalizedString;
export const cli_accepted_round_to: (inputs: Cli_Accepted_Round_ToInputs) => LocalizedString;
export const cli_accepted_shortcut: (inputs: Cli_Accepted_ShortcutInputs) => LocalizedString;
export const cli_accepted_tray_title: (inputs: Cli_Accepted_Tray_TitleInputs) => LocalizedString;
export const cli_accepted_week_start: (inputs: Cli_Accepted_Week_StartInputs) => LocalizedString;
export const cli_accepted_work_days: (inputs: Cli_Accepted_Work_DaysInputs) => LocalizedString;
export const cli_accepts: (inputs: Cli_AcceptsInputs) => LocalizedString;
export const cli_account_argument: (inputs: Cli_Account_ArgumentInputs) => LocalizedString;
export const cli_account_key_line: (inputs: Cli_Account_Key_LineInputs) => LocalizedString;
export const cli_account_line: (inputs: Cli_Account_LineInputs) => LocalizedString;
export const cli_account_option: (inputs: Cli_Account_OptionInputs) => LocalizedString;
export const cli_archived_flag: (inputs: Cli_Archived_FlagInputs) => LocalizedString;
export const cli_argument_count: (inputs: Cli_Argument_CountInputs) => LocalizedString;
export const cli_argument_none: (inputs: Cli_Argument_NoneInputs) => LocalizedString;
export const cli_argument_range: (inputs: Cli_Argument_RangeInputs) => LocalizedString;
export const cli_ask_account_id: (inputs: Cli_Ask_Account_IdInputs) => LocalizedString;
export const cli_ask_email: (inputs: Cli_Ask_EmailInputs) => LocalizedString;
export const cli_ask_password: (inputs: Cli_Ask_PasswordInputs) => LocalizedString;
export const cli_ask_service_address: (inputs: Cli_Ask_Service_AddressInputs) => LocalizedString;
export const cli_ask_token: (inputs: Cli_Ask_TokenInputs) => LocalizedString;
export const cli_bad_shortcut: (inputs: Cli_Bad_ShortcutInputs) => LocalizedString;
export const cli_billable_by_person: (inputs: Cli_Billable_By_PersonInputs) => LocalizedString;
export const cli_billable_by_project: (inputs: Cli_Billable_By_ProjectInputs) => LocalizedString;
export const cli_both: (inputs: Cli_BothInputs) => LocalizedString;
export const cli_ca_file_flag: (inputs: Cli_Ca_File_FlagInputs) => LocalizedString;
export const cli_ca_unusable: (inputs: Cli_Ca_UnusableInputs) => LocalizedString;
export const cli_cancelled: (inputs: Cli_CancelledInputs) => LocalizedString;
export const cli_command_accepts: (inputs: Cli_Command_AcceptsInputs) => LocalizedString;
export const cli_config_app_applies: (inputs: Cli_Config_App_AppliesInputs) => LocalizedString;
export const cli_config_now: (inputs: Cli_Config_NowInputs) => LocalizedString;
export const cli_config_usage: (inputs: Cli_Config_UsageInputs) => LocalizedString;
export const cli_count_budgets: (inputs: Cli_Count_BudgetsInputs) => LocalizedString;
export const cli_count_pins: (inputs: Cli_Count_PinsInputs) => LocalizedString;
export const cli_customer_group: (inputs: Cli_Customer_GroupInputs) => LocalizedString;
export const cli_customer_not_in_account: (inputs: Cli_Customer_Not_In_AccountInputs) => LocalizedString;
export const cli_customer_number: (inputs: Cli_Customer_NumberInputs) => LocalizedString;
export const cli_customer_renamed: (inputs: Cli_Customer_RenamedInputs) => LocalizedString;
export const cli_dash_value: (inputs: Cli_Dash_ValueInputs) => LocalizedString;
export const cli_details_cached: (inputs: Cli_Details_CachedInputs) => LocalizedString;
export const cli_details_fetched: (inputs: Cli_Details_FetchedInputs) => LocalizedString;
export const cli_did_you_mean_option: (inputs: Cli_Did_You_Mean_OptionInputs) => LocalizedString;
export const cli_disk_full: (inputs: Cli_Disk_FullInputs) => LocalizedString;
export const cli_help_commands_heading: (inputs: Cli_Help_Commands_HeadingInputs) => LocalizedString;
export const cli_help_exit_codes: (inputs: Cli_Help_Exit_CodesInputs) => LocalizedString;
export const cli_help_global_options_heading: (inputs: Cli_Help_Global_Options_HeadingInputs) => LocalizedString;
export const cli_help_intro: (inputs: Cli_Help_IntroInputs) => LocalizedString;
export const cli_help_json_heading: (inputs: Cli_Help_Json_HeadingInputs) => LocalizedString;
export const cli_help_json_shapes: (inputs: Cli_Help_Json_ShapesInputs) => LocalizedString;
export const cli_help_options_heading: (inputs: Cli_Help_Options_HeadingInputs) => LocalizedString;
export const cli_help_options_placeholder: (inputs: Cli_Help_Options_PlaceholderInputs) => LocalizedString;
export const cli_help_see_overview: (inputs: Cli_Help_See_OverviewInputs) => LocalizedString;
export const cli_help_settings_where: (inputs: Cli_Help_Settings_WhereInputs) => LocalizedString;
export const cli_help_times: (inputs: Cli_Help_TimesInputs) => LocalizedString;
export const cli_help_usage_line: (inputs: Cli_Help_Usage_LineInputs) => LocalizedString;
export const cli_help_usage_overview: (inputs: Cli_Help_Usage_OverviewInputs) => LocalizedString;
export const cli_input_ended: (inputs: Cli_Input_EndedInputs) => LocalizedString;
export const cli_invoice_by_project: (inputs: Cli_Invoice_By_ProjectInputs) => LocalizedString;
export const cli_invoice_money_hidden: (inputs: Cli_Invoice_Money_HiddenInputs) => LocalizedString;
export const cli_invoice_needs_customer: (inputs: Cli_Invoice_Needs_CustomerInputs) => LocalizedString;
export const cli_invoice_option: (inputs: Cli_Invoice_OptionInputs) => LocalizedString;
export const cli_invoice_partial: (inputs: Cli_Invoice_PartialInputs) => LocalizedString;
export const cli_invoice_rate: (inputs: Cli_Invoice_RateInputs) => LocalizedString;
export const cli_invoice_rounded: (inputs: Cli_Invoice_RoundedInputs) => LocalizedString;
export const cli_invoice_title: (inputs: Cli_Invoice_TitleInputs) => LocalizedString;
export const cli_label_billable: (inputs: Cli_Label_BillableInputs) => LocalizedString;
export const cli_label_changed: (inputs: Cli_Label_ChangedInputs) => LocalizedString;
export const cli_label_created: (inputs: Cli_Label_CreatedInputs) => LocalizedString;
export const cli_label_customer: (inputs: Cli_Label_CustomerInputs) => LocalizedString;
export const cli_label_description: (inputs: Cli_Label_DescriptionInputs) => LocalizedString;
export const cli_label_hours: (inputs: Cli_Label_HoursInputs) => LocalizedString;
export const cli_label_members: (inputs: Cli_Label_MembersInputs) => LocalizedString;
export const cli_label_open_tasks: (inputs: Cli_Label_Open_TasksInputs) => LocalizedString;
export const cli_label_rate: (inputs: Cli_Label_RateInputs) => LocalizedString;
export const cli_label_status: (inputs: Cli_Label_StatusInputs) => LocalizedString;
export const cli_label_value: (inputs: Cli_Label_ValueInputs) => LocalizedString;
export const cli_last_use_unknown: (inputs: Cli_Last_Use_UnknownInputs) => LocalizedString;
export const cli_last_used_days: (inputs: Cli_Last_Used_DaysInputs) => LocalizedString;
export const cli_last_used_today: (inputs: Cli_Last_Used_TodayInputs) => LocalizedString;
export const cli_last_used_yesterday: (inputs: Cli_Last_Used_YesterdayInputs) => LocalizedString;
export const cli_list_cached: (inputs: Cli_List_CachedInputs) => LocalizedString;
export const cli_list_refreshed: (inputs: Cli_List_RefreshedInputs) => LocalizedString;
export const cli_list_saved: (inputs: Cli_List_SavedInputs) => LocalizedString;
export const cli_logout_not_signed_in: (inputs: Cli_Logout_Not_Signed_InInputs) => LocalizedString;
export const cli_logout_not_told: (inputs: Cli_Logout_Not_ToldInputs) => LocalizedString;
export const cli_logout_revoked: (inputs: Cli_Logout_RevokedInputs) => LocalizedString;
export const cli_markdown_or_json: (inputs: Cli_Markdown_Or_JsonInputs) => LocalizedString;
export const cli_needs_value: (inputs: Cli_Needs_ValueInputs) => LocalizedString;
export const cli_no: (inputs: Cli_NoInputs) => LocalizedString;
export const cli_no_account_matches: (inputs: Cli_No_Account_MatchesInputs) => LocalizedString;
export const cli_no_account_to_sign_out: (inputs: Cli_No_Account_To_Sign_OutInputs) => LocalizedString;
export const cli_no_account_yet: (inputs: Cli_No_Account_YetInputs) => LocalizedString;
export const cli_no_accounts_yet: (inputs: Cli_No_Accounts_YetInputs) => LocalizedString;
export const cli_no_active_account: (inputs: Cli_No_Active_AccountInputs) => LocalizedString;
export const cli_no_command: (inputs: Cli_No_CommandInputs) => LocalizedString;
export const cli_no_customer: (inputs: Cli_No_CustomerInputs) => LocalizedString;
export const cli_no_list_to_check: (inputs: Cli_No_List_To_CheckInputs) => LocalizedString;
export const cli_no_password_given: (inputs: Cli_No_Password_GivenInputs) => LocalizedString;
export const cli_no_terminal_password: (inputs: Cli_No_Terminal_PasswordInputs) => LocalizedString;
export const cli_no_terminal_secret: (inputs: Cli_No_Terminal_SecretInputs) => LocalizedString;
export const cli_no_token_given: (inputs: Cli_No_Token_GivenInputs) => LocalizedString;
export const cli_not_an_id: (inputs: Cli_Not_An_IdInputs) => LocalizedString;
export const cli_not_an_option_of: (inputs: Cli_Not_An_Option_OfInputs) => LocalizedString;
export const cli_not_cached: (inputs: Cli_Not_CachedInputs) => LocalizedString;
export const cli_not_in_account: (inputs: Cli_Not_In_AccountInputs) => LocalizedString;
export const cli_not_saved: (inputs: Cli_Not_SavedInputs) => LocalizedString;
export const cli_notes_doctor: (inputs: Cli_Notes_DoctorInputs) => LocalizedString;
export const cli_notes_project: (inputs: Cli_Notes_ProjectInputs) => LocalizedString;
export const cli_notes_projects: (inputs: Cli_Notes_ProjectsInputs) => LocalizedString;
export const cli_notes_projects_search: (inputs: Cli_Notes_Projects_SearchInputs) => LocalizedString;
export const cli_notes_report: (inputs: Cli_Notes_ReportInputs) => LocalizedString;
export const cli_now_using: (inputs: Cli_Now_UsingInputs) => LocalizedString;
export const cli_now_using_keychain_locked: (inputs: Cli_Now_Using_Keychain_LockedInputs) => LocalizedString;
export const cli_now_using_keychain_unavailable: (inputs: Cli_Now_Using_Keychain_UnavailableInputs) => LocalizedString;
export const cli_now_using_signed_out: (inputs: Cli_Now_Using_Signed_OutInputs) => LocalizedString;
export const cli_opt_account_id: (inputs: Cli_Opt_Account_IdInputs) => LocalizedString;
export const cli_opt_base_url: (inputs: Cli_Opt_Base_UrlInputs) => LocalizedString;
export const cli_opt_ca_file: (inputs: Cli_Opt_Ca_FileInputs) => LocalizedString;
export const cli_opt_email_import: (inputs: Cli_Opt_Email_ImportInputs) => LocalizedString;
export const cli_opt_email_login: (inputs: Cli_Opt_Email_LoginInputs) => LocalizedString;
export const cli_opt_help: (inputs: Cli_Opt_HelpInputs) => LocalizedString;
export const cli_opt_json: (inputs: Cli_Opt_JsonInputs) => LocalizedString;
export const cli_opt_label: (inputs: Cli_Opt_LabelInputs) => LocalizedString;
export const cli_opt_logout_account: (inputs: Cli_Opt_Logout_AccountInputs) => LocalizedString;
export const cli_opt_markdown: (inputs: Cli_Opt_MarkdownInputs) => LocalizedString;
export const cli_opt_password_stdin: (inputs: Cli_Opt_Password_StdinInputs) => LocalizedString;
export const cli_opt_project_cached: (inputs: Cli_Opt_Project_CachedInputs) => LocalizedString;
export const cli_opt_projects_cached: (inputs: Cli_Opt_Projects_CachedInputs) => LocalizedString;
export const cli_opt_remove_yes: (inputs: Cli_Opt_Remove_YesInputs) => LocalizedString;
export const cli_opt_report_by: (inputs: Cli_Opt_Report_ByInputs) => LocalizedString;
export const cli_opt_report_cached: (inputs: Cli_Opt_Report_CachedInputs) => LocalizedString;
export const cli_opt_report_csv: (inputs: Cli_Opt_Report_CsvInputs) => LocalizedString;
export const cli_opt_report_customer: (inputs: Cli_Opt_Report_CustomerInputs) => LocalizedString;
export const cli_opt_report_markdown: (inputs: Cli_Opt_Report_MarkdownInputs) => LocalizedString;
export const cli_opt_report_project: (inputs: Cli_Opt_Report_ProjectInputs) => LocalizedString;
export const cli_opt_user_agent: (inputs: Cli_Opt_User_AgentInputs) => LocalizedString;
export const cli_opt_version: (inputs: Cli_Opt_VersionInputs) => LocalizedString;
export const cli_option_refused: (inputs: Cli_Option_RefusedInputs) => LocalizedString;
export const cli_option_required: (inputs: Cli_Option_RequiredInputs) => LocalizedString;
export const cli_output_failed: (inputs: Cli_Output_FailedInputs) => LocalizedString;
export const cli_password_stdin_empty: (inputs: Cli_Password_Stdin_EmptyInputs) => LocalizedString;
export const cli_per_hour: (inputs: Cli_Per_HourInputs) => LocalizedString;
export const cli_period_cycle: (inputs: Cli_Period_CycleInputs) => LocalizedString;
export const cli_period_figure: (inputs: Cli_Period_FigureInputs) => LocalizedString;
export const cli_period_last_cycle: (inputs: Cli_Period_Last_CycleInputs) => LocalizedString;
export const cli_period_last_month: (inputs: Cli_Period_Last_MonthInputs) => LocalizedString;
export const cli_period_last_week: (inputs: Cli_Period_Last_WeekInputs) => LocalizedString;
export const cli_period_month: (inputs: Cli_Period_MonthInputs) => LocalizedString;
export const cli_period_today: (inputs: Cli_Period_TodayInputs) => LocalizedString;
export const cli_period_week: (inputs: Cli_Period_WeekInputs) => LocalizedString;
export const cli_period_yesterday: (inputs: Cli_Period_YesterdayInputs) => LocalizedString;
export const cli_ph_account: (inputs: Cli_Ph_AccountInputs) => LocalizedString;
export const cli_ph_file: (inputs: Cli_Ph_FileInputs) => LocalizedString;
export const cli_ph_key: (inputs: Cli_Ph_KeyInputs) => LocalizedString;
export const cli_ph_name: (inputs: Cli_Ph_NameInputs) => LocalizedString;
export const cli_ph_period: (inputs: Cli_Ph_PeriodInputs) => LocalizedString;
export const cli_ph_text: (inputs: Cli_Ph_TextInputs) => LocalizedString;
export const cli_ph_value: (inputs: Cli_Ph_ValueInputs) => LocalizedString;
export const cli_ph_words: (inputs: Cli_Ph_WordsInputs) => LocalizedString;
export const cli_projects_archived_hidden: (inputs: Cli_Projects_Archived_HiddenInputs) => LocalizedString;
export const cli_projects_count: (inputs: Cli_Projects_CountInputs) => LocalizedString;
export const cli_projects_cycle_legend: (inputs: Cli_Projects_Cycle_LegendInputs) => LocalizedString;
export const cli_projects_hours_unknown: (inputs: Cli_Projects_Hours_UnknownInputs) => LocalizedString;
export const cli_projects_none: (inputs: Cli_Projects_NoneInputs) => LocalizedString;
export const cli_projects_none_active: (inputs: Cli_Projects_None_ActiveInputs) => LocalizedString;
export const cli_projects_none_match: (inputs: Cli_Projects_None_MatchInputs) => LocalizedString;
export const cli_projects_none_saved: (inputs: Cli_Projects_None_SavedInputs) => LocalizedString;
export const cli_projects_not_listed: (inputs: Cli_Projects_Not_ListedInputs) => LocalizedString;
export const cli_projects_search: (inputs: Cli_Projects_SearchInputs) => LocalizedString;
export const cli_projects_skipped: (inputs: Cli_Projects_SkippedInputs) => LocalizedString;
export const cli_quote_label: (inputs: Cli_Quote_LabelInputs) => LocalizedString;
export const cli_quote_name: (inputs: Cli_Quote_NameInputs) => LocalizedString;
export const cli_quote_value: (inputs: Cli_Quote_ValueInputs) => LocalizedString;
export const cli_remove_confirm: (inputs: Cli_Remove_ConfirmInputs) => LocalizedString;
export const cli_remove_declined: (inputs: Cli_Remove_DeclinedInputs) => LocalizedString;
export const cli_remove_needs_yes: (inputs: Cli_Remove_Needs_YesInputs) => LocalizedString;
export const cli_removed_also_deleted: (inputs: Cli_Removed_Also_DeletedInputs) => LocalizedString;
export const cli_removed_not_signed_in: (inputs: Cli_Removed_Not_Signed_InInputs) => LocalizedString;
export const cli_removed_not_told: (inputs: Cli_Removed_Not_ToldInputs) => LocalizedString;
export const cli_removed_now_active: (inputs: Cli_Removed_Now_ActiveInputs) => LocalizedString;
export const cli_removed_revoked: (inputs: Cli_Removed_RevokedInputs) => LocalizedString;
export const cli_report_as_of: (inputs: Cli_Report_As_OfInputs) => LocalizedString;
export const cli_report_bad_by: (inputs: Cli_Report_Bad_ByInputs) => LocalizedString;
export const cli_report_bad_id: (inputs: Cli_Report_Bad_IdInputs) => LocalizedString;
export const cli_report_bad_period: (inputs: Cli_Report_Bad_PeriodInputs) => LocalizedString;
export const cli_report_customer: (inputs: Cli_Report_CustomerInputs) => LocalizedString;
export const cli_report_day: (inputs: Cli_Report_DayInputs) => LocalizedString;
export const cli_report_hours: (inputs: Cli_Report_HoursInputs) => LocalizedString;
export const cli_report_markdown_title: (inputs: Cli_Report_Markdown_TitleInputs) => LocalizedString;
export const cli_report_missing: (inputs: Cli_Report_MissingInputs) => LocalizedString;
export const cli_report_no_customer: (inputs: Cli_Report_No_CustomerInputs) => LocalizedString;
export const cli_report_no_project: (inputs: Cli_Report_No_ProjectInputs) => LocalizedString;
export const cli_report_none: (inputs: Cli_Report_NoneInputs) => LocalizedString;
export const cli_report_not_offered: (inputs: Cli_Report_Not_OfferedInputs) => LocalizedString;
export const cli_report_one_format: (inputs: Cli_Report_One_FormatInputs) => LocalizedString;
export const cli_report_project: (inputs: Cli_Report_ProjectInputs) => LocalizedString;
export const cli_report_total: (inputs: Cli_Report_TotalInputs) => LocalizedString;
export const cli_report_unnamed_project: (inputs: Cli_Report_Unnamed_ProjectInputs) => LocalizedString;
export const cli_report_value: (inputs: Cli_Report_ValueInputs) => LocalizedString;
export const cli_report_yours: (inputs: Cli_Report_YoursInputs) => LocalizedString;
export const cli_saved_details_notice: (inputs: Cli_Saved_Details_NoticeInputs) => LocalizedString;
export const cli_saved_list_notice: (inputs: Cli_Saved_List_NoticeInputs) => LocalizedString;
export const cli_saved_report_notice: (inputs: Cli_Saved_Report_NoticeInputs) => LocalizedString;
export const cli_see_command_help: (inputs: Cli_See_Command_HelpInputs) => LocalizedString;
export const cli_see_help: (inputs: Cli_See_HelpInputs) => LocalizedString;
export const cli_setting_refused: (inputs: Cli_Setting_RefusedInputs) => LocalizedString;
export const cli_several_accounts: (inputs: Cli_Several_AccountsInputs) => LocalizedString;
export const cli_sign_in_hint: (inputs: Cli_Sign_In_HintInputs) => LocalizedString;
export const cli_signed_in_as: (inputs: Cli_Signed_In_AsInputs) => LocalizedString;
export const cli_signed_in_count: (inputs: Cli_Signed_In_CountInputs) => LocalizedString;
export const cli_state_keychain_locked: (inputs: Cli_State_Keychain_LockedInputs) => LocalizedString;
export const cli_state_keychain_unavailable: (inputs: Cli_State_Keychain_UnavailableInputs) => LocalizedString;
export const cli_state_signed_in: (inputs: Cli_State_Signed_InInputs) => LocalizedString;
export const cli_state_signed_out: (inputs: Cli_State_Signed_OutInputs) => LocalizedString;
export const cli_status_account: (inputs: Cli_Status_AccountInputs) => LocalizedString;
export const cli_status_active: (inputs: Cli_Status_ActiveInputs) => LocalizedString;
export const cli_status_archived: (inputs: Cli_Status_ArchivedInputs) => LocalizedString;
export const cli_status_cached: (inputs: Cli_Status_CachedInputs) => LocalizedString;
export const cli_status_cached_refreshed: (inputs: Cli_Status_Cached_RefreshedInputs) => LocalizedString;
export const cli_status_idle_ended: (inputs: Cli_Status_Idle_EndedInputs) => LocalizedString;
export const cli_status_idle_ending: (inputs: Cli_Status_Idle_EndingInputs) => LocalizedString;
export const cli_status_keychain_unavailable: (inputs: Cli_Status_Keychain_UnavailableInputs) => LocalizedString;
export const cli_status_signed_in: (inputs: Cli_Status_Signed_InInputs) => LocalizedString;
export const cli_status_signed_out: (inputs: Cli_Status_Signed_OutInputs) => LocalizedString;
export const cli_status_signed_out_why: (inputs: Cli_Status_Signed_Out_WhyInputs) => LocalizedString;
export const cli_status_trusting: (inputs: Cli_Status_TrustingInputs) => LocalizedString;
export const cli_stdin_too_long: (inputs: Cli_Stdin_Too_LongInputs) => LocalizedString;
export const cli_stdin_too_long_example: (inputs: Cli_Stdin_Too_Long_ExampleInputs) => LocalizedString;
export const cli_summary_accounts: (inputs: Cli_Summary_AccountsInputs) => LocalizedString;
export const cli_summary_completion: (inputs: Cli_Summary_CompletionInputs) => LocalizedString;
export const cli_summary_config: (inputs: Cli_Summary_ConfigInputs) => LocalizedString;
export const cli_summary_doctor: (inputs: Cli_Summary_DoctorInputs) => LocalizedString;
export const cli_summary_import_token: (inputs: Cli_Summary_Import_TokenInputs) => LocalizedString;
export const cli_summary_login: (inputs: Cli_Summary_LoginInputs) => LocalizedString;
export const cli_summary_logout: (inputs: Cli_Summary_LogoutInputs) => LocalizedString;
export const cli_summary_project: (inputs: Cli_Summary_ProjectInputs) => LocalizedString;
export const cli_summary_projects: (inputs: Cli_Summary_ProjectsInputs) => LocalizedString;
export const cli_summary_remove: (inputs: Cli_Summary_RemoveInputs) => LocalizedString;
export const cli_summary_rename_customer: (inputs: Cli_Summary_Rename_CustomerInputs) => LocalizedString;
export const cli_summary_report: (inputs: Cli_Summary_ReportInputs) => LocalizedString;
export const cli_summary_status: (inputs: Cli_Summary_StatusInputs) => LocalizedString;
export const cli_summary_use: (inputs: Cli_Summary_UseInputs) => LocalizedString;
export const cli_takes_no_value: (inputs: Cli_Takes_No_ValueInputs) => LocalizedString;
export const cli_token_stdin_empty: (inputs: Cli_Token_Stdin_EmptyInputs) => LocalizedString;
export const cli_trusting_expired: (inputs: Cli_Trusting_ExpiredInputs) => LocalizedString;
export const cli_trusting_valid: (inputs: Cli_Trusting_ValidInputs) => LocalizedString;
export const cli_unknown_command: (inputs: Cli_Unknown_CommandInputs) => LocalizedString;
export const cli_unknown_command_nearest: (inputs: Cli_Unknown_Command_NearestInputs) => LocalizedString;
export const cli_unknown_option: (inputs: Cli_Unknown_OptionInputs) => LocalizedString;
export const cli_unknown_option_for: (inputs: Cli_Unknown_Option_ForInputs) => LocalizedString;
export const cli_unknown_setting: (inputs: Cli_Unknown_SettingInputs) => LocalizedString;
export const cli_unknown_shell: (inputs: Cli_Unknown_ShellInputs) => LocalizedString;
export const cli_user_agent_give: (inputs: Cli_User_Agent_GiveInputs) => LocalizedString;
export const cli_user_agent_required: (inputs: Cli_User_Agent_RequiredInputs) => LocalizedString;
export const cli_user_agent_why: (inputs: Cli_User_Agent_WhyInputs) => LocalizedString;
export const cli_waiting_for_busy_service: (inputs: Cli_Waiting_For_Busy_ServiceInputs) => LocalizedString;
export const cli_waiting_for_service: (inputs: Cli_Waiting_For_ServiceInputs) => LocalizedString;
export const cli_webapp_open_failed: (inputs: Cli_Webapp_Open_FailedInputs) => LocalizedString;
export const cli_webapp_open_opening: (inputs: Cli_Webapp_Open_OpeningInputs) => LocalizedString;
export const cli_webapp_open_print_option: (inputs: Cli_Webapp_Open_Print_OptionInputs) => LocalizedString;
export const cli_webapp_open_summary: (inputs: Cli_Webapp_Open_SummaryInputs) => LocalizedString;
export const cli_what_to_check: (inputs: Cli_What_To_CheckInputs) => LocalizedString;
export const cli_yes: (inputs: Cli_YesInputs) => LocalizedString;
export const copied: (inputs: CopiedInputs) => LocalizedString;
export const copy_hint: (inputs: Copy_HintInputs) => LocalizedString;
export const copy_summary: (inputs: Copy_SummaryInputs) => LocalizedString;
export const core_account_gone: (inputs: Core_Account_GoneInputs) => LocalizedString;
export const core_account_id_hint: (inputs: Core_Account_Id_HintInputs) => LocalizedString;
export const core_account_id_not_text: (inputs: Core_Account_Id_Not_TextInputs) => LocalizedString;
export const core_account_key_missing: (inputs: Core_Account_Key_MissingInputs) => LocalizedString;
export const core_account_key_too_long: (inputs: Core_Account_Key_Too_LongInputs) => LocalizedString;
export const core_address_mismatch: (inputs: Core_Address_MismatchInputs) => LocalizedString;
export const core_api_answer_cut_off: (inputs: Core_Api_Answer_Cut_OffInputs) => LocalizedString;
export const core_api_answer_no_project: (inputs: Core_Api_Answer_No_ProjectInputs) => LocalizedString;
export const core_api_answer_too_big: (inputs: Core_Api_Answer_Too_BigInputs) => LocalizedString;
export const core_api_answer_unreadable: (inputs: Core_Api_Answer_UnreadableInputs) => LocalizedString;
export const core_api_answer_web_page: (inputs: Core_Api_Answer_Web_PageInputs) => LocalizedString;
export const core_api_bad_sign_in: (inputs: Core_Api_Bad_Sign_InInputs) => LocalizedString;
export const core_api_forbidden: (inputs: Core_Api_ForbiddenInputs) => LocalizedString;
export const core_api_no_token: (inputs: Core_Api_No_TokenInputs) => LocalizedString;
export const core_api_no_user_agent: (inputs: Core_Api_No_User_AgentInputs) => LocalizedString;
export const core_api_not_found: (inputs: Core_Api_Not_FoundInputs) => LocalizedString;
export const core_api_rate_limited: (inputs: Core_Api_Rate_LimitedInputs) => LocalizedString;
export const core_api_rate_limited_wait: (inputs: Core_Api_Rate_Limited_WaitInputs) => LocalizedString;
export const core_api_redirect: (inputs: Core_Api_RedirectInputs) => LocalizedString;
export const core_api_redirect_elsewhere: (inputs: Core_Api_Redirect_ElsewhereInputs) => LocalizedString;
export const core_api_refused: (inputs: Core_Api_RefusedInputs) => LocalizedString;
export const core_api_server_failed: (inputs: Core_Api_Server_FailedInputs) => LocalizedString;
export const core_api_service_said: (inputs: Core_Api_Service_SaidInputs) => LocalizedString;
export const core_api_session_ended_because: (inputs: Core_Api_Session_Ended_BecauseInputs) => LocalizedString;
export const core_api_sign_in_refused_because: (inputs: Core_Api_Sign_In_Refused_BecauseInputs) => LocalizedString;
export const core_api_unavailable: (inputs: Core_Api_UnavailableInputs) => LocalizedString;
export const core_api_user_agent_unsendable: (inputs: Core_Api_User_Agent_UnsendableInputs) => LocalizedString;
export const core_autostart_comment: (inputs: Core_Autostart_CommentInputs) => LocalizedString;
export const core_autostart_line_break: (inputs: Core_Autostart_Line_BreakInputs) => LocalizedString;
export const core_ca_cannot_read: (inputs: Core_Ca_Cannot_ReadInputs) => LocalizedString;
export const core_ca_damaged: (inputs: Core_Ca_DamagedInputs) => LocalizedString;
export const core_ca_is_folder: (inputs: Core_Ca_Is_FolderInputs) => LocalizedString;
export const core_ca_missing: (inputs: Core_Ca_MissingInputs) => LocalizedString;
export const core_ca_no_certificate: (inputs: Core_Ca_No_CertificateInputs) => LocalizedString;
export const core_ca_no_pem: (inputs: Core_Ca_No_PemInputs) => LocalizedString;
export const core_ca_not_a_file: (inputs: Core_Ca_Not_A_FileInputs) => LocalizedString;
export const core_ca_not_regular: (inputs: Core_Ca_Not_RegularInputs) => LocalizedString;
export const core_ca_unreadable: (inputs: Core_Ca_UnreadableInputs) => LocalizedString;
export const core_cache_damaged: (inputs: Core_Cache_DamagedInputs) => LocalizedString;
export const core_cache_damaged_moved: (inputs: Core_Cache_Damaged_MovedInputs) => LocalizedString;
export const core_closed_during: (inputs: Core_Closed_DuringInputs) => LocalizedString;
export const core_customer_id_not_number: (inputs: Core_Customer_Id_Not_NumberInputs) => LocalizedString;
export const core_customer_id_not_positive: (inputs: Core_Customer_Id_Not_PositiveInputs) => LocalizedString;
export const core_customer_id_not_whole: (inputs: Core_Customer_Id_Not_WholeInputs) => LocalizedString;
export const core_customer_id_too_large: (inputs: Core_Customer_Id_Too_LargeInputs) => LocalizedString;
export const core_customer_name_empty: (inputs: Core_Customer_Name_EmptyInputs) => LocalizedString;
export const core_customer_name_not_text: (inputs: Core_Customer_Name_Not_TextInputs) => LocalizedString;
export const core_customer_name_too_long: (inputs: Core_Customer_Name_Too_LongInputs) => LocalizedString;
export const core_customer_name_unshown: (inputs: Core_Customer_Name_UnshownInputs) => LocalizedString;
export const core_email_invalid: (inputs: Core_Email_InvalidInputs) => LocalizedString;
export const core_email_not_text: (inputs: Core_Email_Not_TextInputs) => LocalizedString;
export const core_email_too_long: (inputs: Core_Email_Too_LongInputs) => LocalizedString;
export const core_file_cannot_delete: (inputs: Core_File_Cannot_DeleteInputs) => LocalizedString;
export const core_file_cannot_lock: (inputs: Core_File_Cannot_LockInputs) => LocalizedString;
export const core_file_cannot_read: (inputs: Core_File_Cannot_ReadInputs) => LocalizedString;
export const core_file_cannot_save: (inputs: Core_File_Cannot_SaveInputs) => LocalizedString;
export const core_file_disk_full: (inputs: Core_File_Disk_FullInputs) => LocalizedString;
export const core_file_fix_check_disk: (inputs: Core_File_Fix_Check_DiskInputs) => LocalizedString;
export const core_file_fix_check_read: (inputs: Core_File_Fix_Check_ReadInputs) => LocalizedString;
export const core_file_fix_check_write: (inputs: Core_File_Fix_Check_WriteInputs) => LocalizedString;
export const core_file_fix_close_programs: (inputs: Core_File_Fix_Close_ProgramsInputs) => LocalizedString;
export const core_file_fix_free_space: (inputs: Core_File_Fix_Free_SpaceInputs) => LocalizedString;
export const core_file_fix_move_away: (inputs: Core_File_Fix_Move_AwayInputs) => LocalizedString;
export const core_file_fix_move_that: (inputs: Core_File_Fix_Move_ThatInputs) => LocalizedString;
export const core_file_fix_own_file: (inputs: Core_File_Fix_Own_FileInputs) => LocalizedString;
export const core_file_fix_own_folder: (inputs: Core_File_Fix_Own_FolderInputs) => LocalizedString;
export const core_file_fix_quota: (inputs: Core_File_Fix_QuotaInputs) => LocalizedString;
export const core_file_fix_remount: (inputs: Core_File_Fix_RemountInputs) => LocalizedString;
export const core_file_io_error: (inputs: Core_File_Io_ErrorInputs) => LocalizedString;
export const core_file_is_folder: (inputs: Core_File_Is_FolderInputs) => LocalizedString;
export const core_file_not_folder: (inputs: Core_File_Not_FolderInputs) => LocalizedString;
export const core_file_permission: (inputs: Core_File_PermissionInputs) => LocalizedString;
export const core_file_quota: (inputs: Core_File_QuotaInputs) => LocalizedString;
export const core_file_read_only: (inputs: Core_File_Read_OnlyInputs) => LocalizedString;
export const core_file_too_many_open: (inputs: Core_File_Too_Many_OpenInputs) => LocalizedString;
export const core_first_screen_id: (inputs: Core_First_Screen_IdInputs) => LocalizedString;
export const core_import_needs_all: (inputs: Core_Import_Needs_AllInputs) => LocalizedString;
export const core_import_other_accounts_token: (inputs: Core_Import_Other_Accounts_TokenInputs) => LocalizedString;
export const core_input_invalid: (inputs: Core_Input_InvalidInputs) => LocalizedString;
export const core_internal: (inputs: Core_InternalInputs) => LocalizedString;
export const core_keychain_failed_delete: (inputs: Core_Keychain_Failed_DeleteInputs) => LocalizedString;
export const core_keychain_failed_read: (inputs: Core_Keychain_Failed_ReadInputs) => LocalizedString;
export const core_keychain_failed_store: (inputs: Core_Keychain_Failed_StoreInputs) => LocalizedString;
export const core_keychain_locked: (inputs: Core_Keychain_LockedInputs) => LocalizedString;
export const core_keychain_locked_unknown: (inputs: Core_Keychain_Locked_UnknownInputs) => LocalizedString;
export const core_keychain_no_answer: (inputs: Core_Keychain_No_AnswerInputs) => LocalizedString;
export const core_keychain_no_collection: (inputs: Core_Keychain_No_CollectionInputs) => LocalizedString;
export const core_keychain_no_dbus: (inputs: Core_Keychain_No_DbusInputs) => LocalizedString;
export const core_keychain_no_provider: (inputs: Core_Keychain_No_ProviderInputs) => LocalizedString;
export const core_keychain_not_keeping: (inputs: Core_Keychain_Not_KeepingInputs) => LocalizedString;
export const core_keytar_abi: (inputs: Core_Keytar_AbiInputs) => LocalizedString;
export const core_keytar_damaged: (inputs: Core_Keytar_DamagedInputs) => LocalizedString;
export const core_keytar_load_failed: (inputs: Core_Keytar_Load_FailedInputs) => LocalizedString;
export const core_keytar_missing: (inputs: Core_Keytar_MissingInputs) => LocalizedString;
export const core_keytar_no_libsecret: (inputs: Core_Keytar_No_LibsecretInputs) => LocalizedString;
export const core_keytar_unusable: (inputs: Core_Keytar_UnusableInputs) => LocalizedString;
export const core_kind_device: (inputs: Core_Kind_DeviceInputs) => LocalizedString;
export const core_kind_fifo: (inputs: Core_Kind_FifoInputs) => LocalizedString;
export const core_kind_folder: (inputs: Core_Kind_FolderInputs) => LocalizedString;
export const core_kind_other: (inputs: Core_Kind_OtherInputs) => LocalizedString;
export const core_kind_socket: (inputs: Core_Kind_SocketInputs) => LocalizedString;
export const core_label_taken: (inputs: Core_Label_TakenInputs) => LocalizedString;
export const core_label_too_long: (inputs: Core_Label_Too_LongInputs) => LocalizedString;
export const core_label_unshown: (inputs: Core_Label_UnshownInputs) => LocalizedString;
export const core_left_behind: (inputs: Core_Left_BehindInputs) => LocalizedString;
export const core_left_saved_details: (inputs: Core_Left_Saved_DetailsInputs) => LocalizedString;
export const core_left_saved_list: (inputs: Core_Left_Saved_ListInputs) => LocalizedString;
export const core_left_saved_reports: (inputs: Core_Left_Saved_ReportsInputs) => LocalizedString;
export const core_left_settings: (inputs: Core_Left_SettingsInputs) => LocalizedString;
export const core_list_no_readable_item: (inputs: Core_List_No_Readable_ItemInputs) => LocalizedString;
export const core_list_not_a_list: (inputs: Core_List_Not_A_ListInputs) => LocalizedString;
export const core_lock_held_pid: (inputs: Core_Lock_Held_PidInputs) => LocalizedString;
export const core_lock_held_unknown: (inputs: Core_Lock_Held_UnknownInputs) => LocalizedString;
export const core_lock_wait_pid: (inputs: Core_Lock_Wait_PidInputs) => LocalizedString;
export const core_lock_wait_unknown: (inputs: Core_Lock_Wait_UnknownInputs) => LocalizedString;
export const core_needs_app: (inputs: Core_Needs_AppInputs) => LocalizedString;
export const core_no_account: (inputs: Core_No_AccountInputs) => LocalizedString;
export const core_no_such_account: (inputs: Core_No_Such_AccountInputs) => LocalizedString;
export const core_no_token: (inputs: Core_No_TokenInputs) => LocalizedString;
export const core_not_a_file: (inputs: Core_Not_A_FileInputs) => LocalizedString;
export const core_not_a_valid_setting: (inputs: Core_Not_A_Valid_SettingInputs) => LocalizedString;
export const core_not_saved: (inputs: Core_Not_SavedInputs) => LocalizedString;
export const core_not_saved_ca: (inputs: Core_Not_Saved_CaInputs) => LocalizedString;
export const core_not_saved_ca_expired: (inputs: Core_Not_Saved_Ca_ExpiredInputs) => LocalizedString;
export const core_not_saved_offline_details: (inputs: Core_Not_Saved_Offline_DetailsInputs) => LocalizedString;
export const core_not_saved_offline_list: (inputs: Core_Not_Saved_Offline_ListInputs) => LocalizedString;
export const core_password_empty: (inputs: Core_Password_EmptyInputs) => LocalizedString;
export const core_password_not_text: (inputs: Core_Password_Not_TextInputs) => LocalizedString;
export const core_password_too_long: (inputs: Core_Password_Too_LongInputs) => LocalizedString;
export const core_period_request_invalid: (inputs: Core_Period_Request_InvalidInputs) => LocalizedString;
export const core_pref_boolean: (inputs: Core_Pref_BooleanInputs) => LocalizedString;
export const core_pref_ca_file_relative: (inputs: Core_Pref_Ca_File_RelativeInputs) => LocalizedString;
export const core_pref_cycle_start_day: (inputs: Core_Pref_Cycle_Start_DayInputs) => LocalizedString;
export const core_pref_language: (inputs: Core_Pref_LanguageInputs) => LocalizedString;
export const core_pref_not_object: (inputs: Core_Pref_Not_ObjectInputs) => LocalizedString;
export const core_pref_refresh_interval: (inputs: Core_Pref_Refresh_IntervalInputs) => LocalizedString;
export const core_pref_round_to: (inputs: Core_Pref_Round_ToInputs) => LocalizedString;
export const core_pref_shortcut: (inputs: Core_Pref_ShortcutInputs) => LocalizedString;
export const core_pref_tray_title: (inputs: Core_Pref_Tray_TitleInputs) => LocalizedString;
export const core_pref_week_start: (inputs: Core_Pref_Week_StartInputs) => LocalizedString;
export const core_pref_work_days: (inputs: Core_Pref_Work_DaysInputs) => LocalizedString;
export const core_project_gone: (inputs: Core_Project_GoneInputs) => LocalizedString;
export const core_project_id_not_number: (inputs: Core_Project_Id_Not_NumberInputs) => LocalizedString;
export const core_project_id_not_positive: (inputs: Core_Project_Id_Not_PositiveInputs) => LocalizedString;
export const core_project_id_not_whole: (inputs: Core_Project_Id_Not_WholeInputs) => LocalizedString;
export const core_project_id_too_large: (inputs: Core_Project_Id_Too_LargeInputs) => LocalizedString;
export const core_project_ids_not_list: (inputs: Core_Project_Ids_Not_ListInputs) => LocalizedString;
export const core_project_ids_too_many: (inputs: Core_Project_Ids_Too_ManyInputs) => LocalizedString;
export const core_rename_may_have_applied: (inputs: Core_Rename_May_Have_AppliedInputs) => LocalizedString;
export const core_rename_not_applied: (inputs: Core_Rename_Not_AppliedInputs) => LocalizedString;
export const core_reports_not_saved: (inputs: Core_Reports_Not_SavedInputs) => LocalizedString;
export const core_request_not_understood: (inputs: Core_Request_Not_UnderstoodInputs) => LocalizedString;
export const core_session_ended: (inputs: Core_Session_EndedInputs) => LocalizedString;
export const core_settings_bad_shape: (inputs: Core_Settings_Bad_ShapeInputs) => LocalizedString;
export const core_settings_budgets_left_out: (inputs: Core_Settings_Budgets_Left_OutInputs) => LocalizedString;
export const core_settings_budgets_not_map: (inputs: Core_Settings_Budgets_Not_MapInputs) => LocalizedString;
export const core_settings_copied: (inputs: Core_Settings_CopiedInputs) => LocalizedString;
export const core_settings_copy_before_save: (inputs: Core_Settings_Copy_Before_SaveInputs) => LocalizedString;
export const core_settings_newer: (inputs: Core_Settings_NewerInputs) => LocalizedString;
export const core_settings_not_json: (inputs: Core_Settings_Not_JsonInputs) => LocalizedString;
export const core_settings_not_json_at: (inputs: Core_Settings_Not_Json_AtInputs) => LocalizedString;
export const core_settings_not_json_cut_short: (inputs: Core_Settings_Not_Json_Cut_ShortInputs) => LocalizedString;
export const core_settings_pinned_not_list: (inputs: Core_Settings_Pinned_Not_ListInputs) => LocalizedString;
export const core_settings_pins_left_out: (inputs: Core_Settings_Pins_Left_OutInputs) => LocalizedString;
export const core_settings_problems: (inputs: Core_Settings_ProblemsInputs) => LocalizedString;
export const core_settings_read_only: (inputs: Core_Settings_Read_OnlyInputs) => LocalizedString;
export const core_settings_reset: (inputs: Core_Settings_ResetInputs) => LocalizedString;
export const core_settings_reset_not_moved: (inputs: Core_Settings_Reset_Not_MovedInputs) => LocalizedString;
export const core_settings_set_aside: (inputs: Core_Settings_Set_AsideInputs) => LocalizedString;
export const core_shortcut_not_understood: (inputs: Core_Shortcut_Not_UnderstoodInputs) => LocalizedString;
export const core_sign_in_bad_account_id: (inputs: Core_Sign_In_Bad_Account_IdInputs) => LocalizedString;
export const core_sign_in_changed: (inputs: Core_Sign_In_ChangedInputs) => LocalizedString;
export const core_sign_in_fields_missing: (inputs: Core_Sign_In_Fields_MissingInputs) => LocalizedString;
export const core_sign_in_incomplete: (inputs: Core_Sign_In_IncompleteInputs) => LocalizedString;
export const core_sign_in_no_token: (inputs: Core_Sign_In_No_TokenInputs) => LocalizedString;
export const core_signed_out_during: (inputs: Core_Signed_Out_DuringInputs) => LocalizedString;
export const core_summary_archived: (inputs: Core_Summary_ArchivedInputs) => LocalizedString;
export const core_summary_as_of: (inputs: Core_Summary_As_OfInputs) => LocalizedString;
export const core_summary_customer: (inputs: Core_Summary_CustomerInputs) => LocalizedString;
export const core_summary_customer_number: (inputs: Core_Summary_Customer_NumberInputs) => LocalizedString;
export const core_summary_hours: (inputs: Core_Summary_HoursInputs) => LocalizedString;
export const core_summary_members: (inputs: Core_Summary_MembersInputs) => LocalizedString;
export const core_summary_no_customer: (inputs: Core_Summary_No_CustomerInputs) => LocalizedString;
export const core_summary_open_tasks: (inputs: Core_Summary_Open_TasksInputs) => LocalizedString;
export const core_summary_value: (inputs: Core_Summary_ValueInputs) => LocalizedString;
export const core_token_bad_characters: (inputs: Core_Token_Bad_CharactersInputs) => LocalizedString;
export const core_token_empty: (inputs: Core_Token_EmptyInputs) => LocalizedString;
export const core_token_form_incomplete: (inputs: Core_Token_Form_IncompleteInputs) => LocalizedString;
export const core_token_gone_but: (inputs: Core_Token_Gone_ButInputs) => LocalizedString;
export const core_token_no_spaces: (inputs: Core_Token_No_SpacesInputs) => LocalizedString;
export const core_token_not_text: (inputs: Core_Token_Not_TextInputs) => LocalizedString;
export const core_token_refused: (inputs: Core_Token_RefusedInputs) => LocalizedString;
export const core_token_too_long: (inputs: Core_Token_Too_LongInputs) => LocalizedString;
export const core_token_too_long_input: (inputs: Core_Token_Too_Long_InputInputs) => LocalizedString;
export const core_url_credentials: (inputs: Core_Url_CredentialsInputs) => LocalizedString;
export const core_url_empty: (inputs: Core_Url_EmptyInputs) => LocalizedString;
export const core_url_insecure: (inputs: Core_Url_InsecureInputs) => LocalizedString;
export const core_url_malformed: (inputs: Core_Url_MalformedInputs) => LocalizedString;
export const core_url_not_text: (inputs: Core_Url_Not_TextInputs) => LocalizedString;
export const core_url_query: (inputs: Core_Url_QueryInputs) => LocalizedString;
export const core_url_scheme: (inputs: Core_Url_SchemeInputs) => LocalizedString;
export const core_url_too_long: (inputs: Core_Url_Too_LongInputs) => LocalizedString;
export const core_url_web_app: (inputs: Core_Url_Web_AppInputs) => LocalizedString;
export const core_user_agent_exact: (inputs: Core_User_Agent_ExactInputs) => LocalizedString;
export const core_user_agent_not_text: (inputs: Core_User_Agent_Not_TextInputs) => LocalizedString;
export const core_user_agent_too_long: (inputs: Core_User_Agent_Too_LongInputs) => LocalizedString;
export const core_what_project: (inputs: Core_What_ProjectInputs) => LocalizedString;
export const core_what_project_list: (inputs: Core_What_Project_ListInputs) => LocalizedString;
export const core_what_rename: (inputs: Core_What_RenameInputs) => LocalizedString;
export const core_what_sign_in: (inputs: Core_What_Sign_InInputs) => LocalizedString;
export const currency_name_pen: (inputs: Currency_Name_PenInputs) => LocalizedString;
export const customer_fallback: (inputs: Customer_FallbackInputs) => LocalizedString;
export const cycle_start_day_choice: (inputs: Cycle_Start_Day_ChoiceInputs) => LocalizedString;
export const cycle_start_day_hint: (inputs: Cycle_Start_Day_HintInputs) => LocalizedString;
export const details_saved_earlier: (inputs: Details_Saved_EarlierInputs) => LocalizedString;
export const doctor_account_active_signed_out: (inputs: Doctor_Account_Active_Signed_OutInputs) => LocalizedString;
export const doctor_account_foreign_agent: (inputs: Doctor_Account_Foreign_AgentInputs) => LocalizedString;
export const doctor_account_foreign_agent_fix: (inputs: Doctor_Account_Foreign_Agent_FixInputs) => LocalizedString;
export const doctor_account_last_refresh: (inputs: Doctor_Account_Last_RefreshInputs) => LocalizedString;
export const doctor_account_never_refreshed: (inputs: Doctor_Account_Never_RefreshedInputs) => LocalizedString;
export const doctor_account_signed_in: (inputs: Doctor_Account_Signed_InInputs) => LocalizedString;
export const doctor_account_signed_out: (inputs: Doctor_Account_Signed_OutInputs) => LocalizedString;
export const doctor_account_signed_out_why: (inputs: Doctor_Account_Signed_Out_WhyInputs) => LocalizedString;
export const doctor_account_unbound: (inputs: Doctor_Account_UnboundInputs) => LocalizedString;
export const doctor_account_unbound_fix: (inputs: Doctor_Account_Unbound_FixInputs) => LocalizedString;
export const doctor_account_unchecked: (inputs: Doctor_Account_UncheckedInputs) => LocalizedString;
export const doctor_account_unchecked_fix: (inputs: Doctor_Account_Unchecked_FixInputs) => LocalizedString;
export const doctor_account_unreadable: (inputs: Doctor_Account_UnreadableInputs) => LocalizedString;
export const doctor_accounts_none: (inputs: Doctor_Accounts_NoneInputs) => LocalizedString;
export const doctor_accounts_none_fix: (inputs: Doctor_Accounts_None_FixInputs) => LocalizedString;
export const doctor_ago_days: (inputs: Doctor_Ago_DaysInputs) => LocalizedString;
export const doctor_ago_hours: (inputs: Doctor_Ago_HoursInputs) => LocalizedString;
export const doctor_ago_minutes: (inputs: Doctor_Ago_MinutesInputs) => LocalizedString;
export const doctor_ago_now: (inputs: Doctor_Ago_NowInputs) => LocalizedString;
export const doctor_ago_unknown: (inputs: Doctor_Ago_UnknownInputs) => LocalizedString;
export const doctor_bus_address_dead: (inputs: Doctor_Bus_Address_DeadInputs) => LocalizedString;
export const doctor_bus_address_unset: (inputs: Doctor_Bus_Address_UnsetInputs) => LocalizedString;
export const doctor_bus_no_tool: (inputs: Doctor_Bus_No_ToolInputs) => LocalizedString;
export const doctor_bus_none: (inputs: Doctor_Bus_NoneInputs) => LocalizedString;
export const doctor_ca_all_expired: (inputs: Doctor_Ca_All_ExpiredInputs) => LocalizedString;
export const doctor_ca_cert_until: (inputs: Doctor_Ca_Cert_UntilInputs) => LocalizedString;
export const doctor_ca_certificates: (inputs: Doctor_Ca_CertificatesInputs) => LocalizedString;
export const doctor_ca_days_left: (inputs: Doctor_Ca_Days_LeftInputs) => LocalizedString;
export const doctor_ca_expires_soon: (inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString;
export const doctor_ca_fine: (inputs: Doctor_Ca_FineInputs) => LocalizedString;
export const doctor_ca_none: (inputs: Doctor_Ca_NoneInputs) => LocalizedString;
export const doctor_ca_one_expired: (inputs: Doctor_Ca_One_ExpiredInputs) => LocalizedString;
export const doctor_ca_renew_fix: (inputs: Doctor_Ca_Renew_FixInputs) => LocalizedString;
export const doctor_ca_unusable: (inputs: Doctor_Ca_UnusableInputs) => LocalizedString;
export const doctor_ca_within_days: (inputs: Doctor_Ca_Within_DaysInputs) => LocalizedString;
export const doctor_check_crashed: (inputs: Doctor_Check_CrashedInputs) => LocalizedString;
export const doctor_check_crashed_fix: (inputs: Doctor_Check_Crashed_FixInputs) => LocalizedString;
export const doctor_check_timed_out: (inputs: Doctor_Check_Timed_OutInputs) => LocalizedString;
export const doctor_check_timed_out_fix: (inputs: Doctor_Check_Timed_Out_FixInputs) => LocalizedString;
export const doctor_clock_agrees: (inputs: Doctor_Clock_AgreesInputs) => LocalizedString;
export const doctor_clock_ahead: (inputs: Doctor_Clock_AheadInputs) => LocalizedString;
export const doctor_clock_bad_date: (inputs: Doctor_Clock_Bad_DateInputs) => LocalizedString;
export const doctor_clock_bad_date_fix: (inputs: Doctor_Clock_Bad_Date_FixInputs) => LocalizedString;
export const doctor_clock_behind: (inputs: Doctor_Clock_BehindInputs) => LocalizedString;
export const doctor_clock_no_account: (inputs: Doctor_Clock_No_AccountInputs) => LocalizedString;
export const doctor_clock_no_answer: (inputs: Doctor_Clock_No_AnswerInputs) => LocalizedString;
export const doctor_clock_no_answer_fix: (inputs: Doctor_Clock_No_Answer_FixInputs) => LocalizedString;
export const doctor_clock_skew_fix: (inputs: Doctor_Clock_Skew_FixInputs) => LocalizedString;
export const doctor_fix_label: (inputs: Doctor_Fix_LabelInputs) => LocalizedString;
export const doctor_idle_ended: (inputs: Doctor_Idle_EndedInputs) => LocalizedString;
export const doctor_idle_ending: (inputs: Doctor_Idle_EndingInputs) => LocalizedString;
export const doctor_idle_ending_fix: (inputs: Doctor_Idle_Ending_FixInputs) => LocalizedString;
export const doctor_keychain_cannot_prompt: (inputs: Doctor_Keychain_Cannot_PromptInputs) => LocalizedString;
export const doctor_keychain_differs: (inputs: Doctor_Keychain_DiffersInputs) => LocalizedString;
export const doctor_keychain_locked: (inputs: Doctor_Keychain_LockedInputs) => LocalizedString;
export const doctor_keychain_locked_fix: (inputs: Doctor_Keychain_Locked_FixInputs) => LocalizedString;
export const doctor_keychain_locked_fix_no_screen: (inputs: Doctor_Keychain_Locked_Fix_No_ScreenInputs) => LocalizedString;
export const doctor_keychain_module_fix: (inputs: Doctor_Keychain_Module_FixInputs) => LocalizedString;
export const doctor_keychain_no_bus: (inputs: Doctor_Keychain_No_BusInputs) => LocalizedString;
export const doctor_keychain_no_collection: (inputs: Doctor_Keychain_No_CollectionInputs) => LocalizedString;
export const doctor_keychain_no_collection_fix: (inputs: Doctor_Keychain_No_Collection_FixInputs) => LocalizedString;
export const doctor_keychain_no_provider: (inputs: Doctor_Keychain_No_ProviderInputs) => LocalizedString;
export const doctor_keychain_no_provider_fix: (inputs: Doctor_Keychain_No_Provider_FixInputs) => LocalizedString;
export const doctor_keychain_not_tried: (inputs: Doctor_Keychain_Not_TriedInputs) => LocalizedString;
export const doctor_keychain_ok_not_inspected: (inputs: Doctor_Keychain_Ok_Not_InspectedInputs) => LocalizedString;
export const doctor_keychain_ok_os: (inputs: Doctor_Keychain_Ok_OsInputs) => LocalizedString;
export const doctor_keychain_ok_secret_service: (inputs: Doctor_Keychain_Ok_Secret_ServiceInputs) => LocalizedString;
export const doctor_keychain_os_keychain: (inputs: Doctor_Keychain_Os_KeychainInputs) => LocalizedString;
export const doctor_keychain_round_trip_failed: (inputs: Doctor_Keychain_Round_Trip_FailedInputs) => LocalizedString;
export const doctor_keychain_round_trip_fix: (inputs: Doctor_Keychain_Round_Trip_FixInputs) => LocalizedString;
export const doctor_keychain_will_prompt: (inputs: Doctor_Keychain_Will_PromptInputs) => LocalizedString;
export const doctor_label_fail: (inputs: Doctor_Label_FailInputs) => LocalizedString;
export const doctor_label_ok: (inputs: Doctor_Label_OkInputs) => LocalizedString;
export const doctor_label_warn: (inputs: Doctor_Label_WarnInputs) => LocalizedString;
export const doctor_no_bus_fix: (inputs: Doctor_No_Bus_FixInputs) => LocalizedString;
export const doctor_proxy_accepted: (inputs: Doctor_Proxy_AcceptedInputs) => LocalizedString;
export const doctor_proxy_dead_fix: (inputs: Doctor_Proxy_Dead_FixInputs) => LocalizedString;
export const doctor_proxy_excluded: (inputs: Doctor_Proxy_ExcludedInputs) => LocalizedString;
export const doctor_proxy_names: (inputs: Doctor_Proxy_NamesInputs) => LocalizedString;
export const doctor_proxy_none: (inputs: Doctor_Proxy_NoneInputs) => LocalizedString;
export const doctor_proxy_not_url: (inputs: Doctor_Proxy_Not_UrlInputs) => LocalizedString;
export const doctor_proxy_not_url_fix: (inputs: Doctor_Proxy_Not_Url_FixInputs) => LocalizedString;
export const doctor_proxy_os_hidden: (inputs: Doctor_Proxy_Os_HiddenInputs) => LocalizedString;
export const doctor_proxy_system_direct: (inputs: Doctor_Proxy_System_DirectInputs) => LocalizedString;
export const doctor_proxy_system_fix: (inputs: Doctor_Proxy_System_FixInputs) => LocalizedString;
export const doctor_proxy_system_no_address: (inputs: Doctor_Proxy_System_No_AddressInputs) => LocalizedString;
export const doctor_proxy_system_sends: (inputs: Doctor_Proxy_System_SendsInputs) => LocalizedString;
export const doctor_proxy_system_through: (inputs: Doctor_Proxy_System_ThroughInputs) => LocalizedString;
export const doctor_proxy_system_unanswered: (inputs: Doctor_Proxy_System_UnansweredInputs) => LocalizedString;
export const doctor_proxy_system_unsupported: (inputs: Doctor_Proxy_System_UnsupportedInputs) => LocalizedString;
export const doctor_proxy_through: (inputs: Doctor_Proxy_ThroughInputs) => LocalizedString;
export const doctor_service_ca_file_fix: (inputs: Doctor_Service_Ca_File_FixInputs) => LocalizedString;
export const doctor_service_cert: (inputs: Doctor_Service_CertInputs) => LocalizedString;
export const doctor_service_cert_ca_file: (inputs: Doctor_Service_Cert_Ca_FileInputs) => LocalizedString;
export const doctor_service_cert_extra: (inputs: Doctor_Service_Cert_ExtraInputs) => LocalizedString;
export const doctor_service_connect_fix: (inputs: Doctor_Service_Connect_FixInputs) => LocalizedString;
export const doctor_service_connect_proxy_fix: (inputs: Doctor_Service_Connect_Proxy_FixInputs) => LocalizedString;
export const doctor_service_expired_fix: (inputs: Doctor_Service_Expired_FixInputs) => LocalizedString;
export const doctor_service_inspected: (inputs: Doctor_Service_InspectedInputs) => LocalizedString;
export const doctor_service_inspected_unknown: (inputs: Doctor_Service_Inspected_UnknownInputs) => LocalizedString;
export const doctor_service_inspecting_fix: (inputs: Doctor_Service_Inspecting_FixInputs) => LocalizedString;
export const doctor_service_issued_by: (inputs: Doctor_Service_Issued_ByInputs) => LocalizedString;
export const doctor_service_no_account: (inputs: Doctor_Service_No_AccountInputs) => LocalizedString;
export const doctor_service_no_answer: (inputs: Doctor_Service_No_AnswerInputs) => LocalizedString;
export const doctor_service_no_tls_fix: (inputs: Doctor_Service_No_Tls_FixInputs) => LocalizedString;
export const doctor_service_not_tried: (inputs: Doctor_Service_Not_TriedInputs) => LocalizedString;
export const doctor_service_ok: (inputs: Doctor_Service_OkInputs) => LocalizedString;
export const doctor_service_ok_via: (inputs: Doctor_Service_Ok_ViaInputs) => LocalizedString;
export const doctor_service_proxy_fix: (inputs: Doctor_Service_Proxy_FixInputs) => LocalizedString;
export const doctor_service_proxy_rules_fix: (inputs: Doctor_Service_Proxy_Rules_FixInputs) => LocalizedString;
export const doctor_service_request_failed: (inputs: Doctor_Service_Request_FailedInputs) => LocalizedString;
export const doctor_service_request_failed_fix: (inputs: Doctor_Service_Request_Failed_FixInputs) => LocalizedString;
export const doctor_service_request_failed_via: (inputs: Doctor_Service_Request_Failed_ViaInputs) => LocalizedString;
export const doctor_service_tls_timeout: (inputs: Doctor_Service_Tls_TimeoutInputs) => LocalizedString;
export const doctor_service_tls_timeout_fix: (inputs: Doctor_Service_Tls_Timeout_FixInputs) => LocalizedString;
export const doctor_service_unreachable: (inputs: Doctor_Service_UnreachableInputs) => LocalizedString;
export const doctor_service_unreachable_via: (inputs: Doctor_Service_Unreachable_ViaInputs) => LocalizedString;
export const doctor_service_wrong_name_fix: (inputs: Doctor_Service_Wrong_Name_FixInputs) => LocalizedString;
export const doctor_session_none: (inputs: Doctor_Session_NoneInputs) => LocalizedString;
export const doctor_session_none_fix: (inputs: Doctor_Session_None_FixInputs) => LocalizedString;
export const doctor_session_not_linux: (inputs: Doctor_Session_Not_LinuxInputs) => LocalizedString;
export const doctor_session_unknown: (inputs: Doctor_Session_UnknownInputs) => LocalizedString;
export const doctor_session_unknown_fix: (inputs: Doctor_Session_Unknown_FixInputs) => LocalizedString;
export const doctor_session_wayland: (inputs: Doctor_Session_WaylandInputs) => LocalizedString;
export const doctor_session_x11: (inputs: Doctor_Session_X11Inputs) => LocalizedString;
export const doctor_shortcut_app_only: (inputs: Doctor_Shortcut_App_OnlyInputs) => LocalizedString;
export const doctor_shortcut_choose_another: (inputs: Doctor_Shortcut_Choose_AnotherInputs) => LocalizedString;
export const doctor_shortcut_configured: (inputs: Doctor_Shortcut_ConfiguredInputs) => LocalizedString;
export const doctor_shortcut_no_portal: (inputs: Doctor_Shortcut_No_PortalInputs) => LocalizedString;
export const doctor_shortcut_no_portal_fix: (inputs: Doctor_Shortcut_No_Portal_FixInputs) => LocalizedString;
export const doctor_shortcut_not_registered: (inputs: Doctor_Shortcut_Not_RegisteredInputs) => LocalizedString;
export const doctor_shortcut_off: (inputs: Doctor_Shortcut_OffInputs) => LocalizedString;
export const doctor_shortcut_off_fix: (inputs: Doctor_Shortcut_Off_FixInputs) => LocalizedString;
export const doctor_shortcut_portal_check: (inputs: Doctor_Shortcut_Portal_CheckInputs) => LocalizedString;
export const doctor_shortcut_registered: (inputs: Doctor_Shortcut_RegisteredInputs) => LocalizedString;
export const doctor_shortcut_registered_portal: (inputs: Doctor_Shortcut_Registered_PortalInputs) => LocalizedString;
export const doctor_shortcut_wayland: (inputs: Doctor_Shortcut_WaylandInputs) => LocalizedString;
export const doctor_sign_in_again: (inputs: Doctor_Sign_In_AgainInputs) => LocalizedString;
export const doctor_span_days: (inputs: Doctor_Span_DaysInputs) => LocalizedString;
export const doctor_span_hours: (inputs: Doctor_Span_HoursInputs) => LocalizedString;
export const doctor_span_minutes: (inputs: Doctor_Span_MinutesInputs) => LocalizedString;
export const doctor_summary_fine: (inputs: Doctor_Summary_FineInputs) => LocalizedString;
export const doctor_summary_problems: (inputs: Doctor_Summary_ProblemsInputs) => LocalizedString;
export const doctor_tray_flatpak_fix: (inputs: Doctor_Tray_Flatpak_FixInputs) => LocalizedString;
export const doctor_tray_gnome: (inputs: Doctor_Tray_GnomeInputs) => LocalizedString;
export const doctor_tray_gnome_fix: (inputs: Doctor_Tray_Gnome_FixInputs) => LocalizedString;
export const doctor_tray_macos: (inputs: Doctor_Tray_MacosInputs) => LocalizedString;
export const doctor_tray_no_bus: (inputs: Doctor_Tray_No_BusInputs) => LocalizedString;
export const doctor_tray_no_desktop: (inputs: Doctor_Tray_No_DesktopInputs) => LocalizedString;
export const doctor_tray_no_host: (inputs: Doctor_Tray_No_HostInputs) => LocalizedString;
export const doctor_tray_no_host_fix: (inputs: Doctor_Tray_No_Host_FixInputs) => LocalizedString;
export const doctor_tray_none: (inputs: Doctor_Tray_NoneInputs) => LocalizedString;
export const doctor_tray_none_fix: (inputs: Doctor_Tray_None_FixInputs) => LocalizedString;
export const doctor_tray_none_this_desktop: (inputs: Doctor_Tray_None_This_DesktopInputs) => LocalizedString;
export const doctor_tray_ok: (inputs: Doctor_Tray_OkInputs) => LocalizedString;
export const doctor_tray_unchecked: (inputs: Doctor_Tray_UncheckedInputs) => LocalizedString;
export const doctor_tray_unchecked_fix: (inputs: Doctor_Tray_Unchecked_FixInputs) => LocalizedString;
export const doctor_tray_until_then: (inputs: Doctor_Tray_Until_ThenInputs) => LocalizedString;
export const doctor_tray_windows: (inputs: Doctor_Tray_WindowsInputs) => LocalizedString;
export const error_bad_response: (inputs: Error_Bad_ResponseInputs) => LocalizedString;
export const error_insecure_url: (inputs: Error_Insecure_UrlInputs) => LocalizedString;
export const error_network: (inputs: Error_NetworkInputs) => LocalizedString;
export const error_other: (inputs: Error_OtherInputs) => LocalizedString;
export const error_rate_limited: (inputs: Error_Rate_LimitedInputs) => LocalizedString;
export const error_redirect: (inputs: Error_RedirectInputs) => LocalizedString;
export const error_server: (inputs: Error_ServerInputs) => LocalizedString;
export const error_signed_out: (inputs: Error_Signed_OutInputs) => LocalizedString;
export const error_timeout: (inputs: Error_TimeoutInputs) => LocalizedString;
export const error_unauthorized: (inputs: Error_UnauthorizedInputs) => LocalizedString;
export const health_all_fine: (inputs: Health_All_FineInputs) => LocalizedString;
export const health_check_button: (inputs: Health_Check_ButtonInputs) => LocalizedString;
export const health_checking: (inputs: Health_CheckingInputs) => LocalizedString;
export const health_fix: (inputs: Health_FixInputs) => LocalizedString;
export const health_found: (inputs: Health_FoundInputs) => LocalizedString;
export const health_problems: (inputs: Health_ProblemsInputs) => LocalizedString;
export const health_run: (inputs: Health_RunInputs) => LocalizedString;
export const health_run_again: (inputs: Health_Run_AgainInputs) => LocalizedString;
export const health_status_fail: (inputs: Health_Status_FailInputs) => LocalizedString;
export const health_status_ok: (inputs: Health_Status_OkInputs) => LocalizedString;
export const health_status_warn: (inputs: Health_Status_WarnInputs) => LocalizedString;
export const health_title: (inputs: Health_TitleInputs) => LocalizedString;
export const health_warnings: (inputs: Health_WarningsInputs) => LocalizedString;
export const hide_money: (inputs: Hide_MoneyInputs) => LocalizedString;
export const hide_money_hint: (inputs: Hide_Money_HintInputs) => LocalizedString;
export const interval_hour: (inputs: Interval_HourInputs) => LocalizedString;
export const interval_manual: (inputs: Interval_ManualInputs) => LocalizedString;
export const interval_minutes: (inputs: Interval_MinutesInputs) => LocalizedString;
export const keychain_locked_title: (inputs: Keychain_Locked_TitleInputs) => LocalizedString;
export const label_account_id: (inputs: Label_Account_IdInputs) => LocalizedString;
export const label_api_base_url: (inputs: Label_Api_Base_UrlInputs) => LocalizedString;
export const label_billing: (inputs: Label_BillingInputs) => LocalizedString;
export const label_changed: (inputs: Label_ChangedInputs) => LocalizedString;
export const label_created: (inputs: Label_CreatedInputs) => LocalizedString;
export const label_cycle_start_day: (inputs: Label_Cycle_Start_DayInputs) => LocalizedString;
export const label_description: (inputs: Label_DescriptionInputs) => LocalizedString;
export const label_email: (inputs: Label_EmailInputs) => LocalizedString;
export const label_extra_ca: (inputs: Label_Extra_CaInputs) => LocalizedString;
export const label_language: (inputs: Label_LanguageInputs) => LocalizedString;
export const label_members: (inputs: Label_MembersInputs) => LocalizedString;
export const label_open_tasks: (inputs: Label_Open_TasksInputs) => LocalizedString;
export const label_password: (inputs: Label_PasswordInputs) => LocalizedString;
export const label_rate: (inputs: Label_RateInputs) => LocalizedString;
export const label_refresh_projects: (inputs: Label_Refresh_ProjectsInputs) => LocalizedString;
export const label_shortcut: (inputs: Label_ShortcutInputs) => LocalizedString;
export const label_time: (inputs: Label_TimeInputs) => LocalizedString;
export const label_token: (inputs: Label_TokenInputs) => LocalizedString;
export const label_token_user_agent: (inputs: Label_Token_User_AgentInputs) => LocalizedString;
export const label_tray_title: (inputs: Label_Tray_TitleInputs) => LocalizedString;
export const label_value: (inputs: Label_ValueInputs) => LocalizedString;
export const label_week_start: (inputs: Label_Week_StartInputs) => LocalizedString;
export const language_auto: (inputs: Language_AutoInputs) => LocalizedString;
export const language_en: (inputs: Language_EnInputs) => LocalizedString;
export const language_pt_br: (inputs: Language_Pt_BrInputs) => LocalizedString;
export const last_used_days: (inputs: Last_Used_DaysInputs) => LocalizedString;
export const last_used_today: (inputs: Last_Used_TodayInputs) => LocalizedString;
export const last_used_unknown: (inputs: Last_Used_UnknownInputs) => LocalizedString;
export const last_used_yesterday: (inputs: Last_Used_YesterdayInputs) => LocalizedString;
export const launch_at_login: (inputs: Launch_At_LoginInputs) => LocalizedString;
export const loading: (inputs: LoadingInputs) => LocalizedString;
export const loading_projects: (inputs: Loading_ProjectsInputs) => LocalizedString;
export const money_hidden: (inputs: Money_HiddenInputs) => LocalizedString;
export const net_connect_timeout: (inputs: Net_Connect_TimeoutInputs) => LocalizedString;
export const net_cut_off: (inputs: Net_Cut_OffInputs) => LocalizedString;
export const net_expired: (inputs: Net_ExpiredInputs) => LocalizedString;
export const net_fix_address: (inputs: Net_Fix_AddressInputs) => LocalizedString;
export const net_fix_address_internet: (inputs: Net_Fix_Address_InternetInputs) => LocalizedString;
export const net_fix_address_right: (inputs: Net_Fix_Address_RightInputs) => LocalizedString;
export const net_fix_ca_file: (inputs: Net_Fix_Ca_FileInputs) => LocalizedString;
export const net_fix_clock: (inputs: Net_Fix_ClockInputs) => LocalizedString;
export const net_fix_connection: (inputs: Net_Fix_ConnectionInputs) => LocalizedString;
export const net_fix_https: (inputs: Net_Fix_HttpsInputs) => LocalizedString;
export const net_fix_internet: (inputs: Net_Fix_InternetInputs) => LocalizedString;
export const net_fix_network: (inputs: Net_Fix_NetworkInputs) => LocalizedString;
export const net_fix_proxy_rules: (inputs: Net_Fix_Proxy_RulesInputs) => LocalizedString;
export const net_fix_proxy_runs: (inputs: Net_Fix_Proxy_RunsInputs) => LocalizedString;
export const net_fix_proxy_setting: (inputs: Net_Fix_Proxy_SettingInputs) => LocalizedString;
export const net_fix_try_again: (inputs: Net_Fix_Try_AgainInputs) => LocalizedString;
export const net_no_tls: (inputs: Net_No_TlsInputs) => LocalizedString;
export const net_not_found: (inputs: Net_Not_FoundInputs) => LocalizedString;
export const net_proxy_not_found: (inputs: Net_Proxy_Not_FoundInputs) => LocalizedString;
export const net_proxy_refused: (inputs: Net_Proxy_RefusedInputs) => LocalizedString;
export const net_proxy_timeout: (inputs: Net_Proxy_TimeoutInputs) => LocalizedString;
export const net_proxy_unreachable: (inputs: Net_Proxy_UnreachableInputs) => LocalizedString;
export const net_refused: (inputs: Net_RefusedInputs) => LocalizedString;
export const net_slow_answer: (inputs: Net_Slow_AnswerInputs) => LocalizedString;
export const net_system_proxy_settings: (inputs: Net_System_Proxy_SettingsInputs) => LocalizedString;
export const net_tunnel_refused: (inputs: Net_Tunnel_RefusedInputs) => LocalizedString;
export const net_unknown: (inputs: Net_UnknownInputs) => LocalizedString;
export const net_unknown_code: (inputs: Net_Unknown_CodeInputs) => LocalizedString;
export const net_unreachable: (inputs: Net_UnreachableInputs) => LocalizedString;
export const net_untrusted: (inputs: Net_UntrustedInputs) => LocalizedString;
export const net_wrong_name: (inputs: Net_Wrong_NameInputs) => LocalizedString;
export const no_ca_file: (inputs: No_Ca_FileInputs) => LocalizedString;
export const no_customer: (inputs: No_CustomerInputs) => LocalizedString;
export const no_match: (inputs: No_MatchInputs) => LocalizedString;
export const no_match_archived: (inputs: No_Match_ArchivedInputs) => LocalizedString;
export const no_projects: (inputs: No_ProjectsInputs) => LocalizedString;
export const not_billable: (inputs: Not_BillableInputs) => LocalizedString;
export const not_refreshed_yet: (inputs: Not_Refreshed_YetInputs) => LocalizedString;
export const period_cycle: (inputs: Period_CycleInputs) => LocalizedString;
export const period_last_cycle: (inputs: Period_Last_CycleInputs) => LocalizedString;
export const period_last_month: (inputs: Period_Last_MonthInputs) => LocalizedString;
export const period_last_week: (inputs: Period_Last_WeekInputs) => LocalizedString;
export const period_month: (inputs: Period_MonthInputs) => LocalizedString;
export const period_today: (inputs: Period_TodayInputs) => LocalizedString;
export const period_week: (inputs: Period_WeekInputs) => LocalizedString;
export const periods_by_customer: (inputs: Periods_By_CustomerInputs) => LocalizedString;
export const periods_by_project: (inputs: Periods_By_ProjectInputs) => LocalizedString;
export const periods_choice_label: (inputs: Periods_Choice_LabelInputs) => LocalizedString;
export const periods_empty: (inputs: Periods_EmptyInputs) => LocalizedString;
export const periods_fetching: (inputs: Periods_FetchingInputs) => LocalizedString;
export const periods_grouping_label: (inputs: Periods_Grouping_LabelInputs) => LocalizedString;
export const periods_heading: (inputs: Periods_HeadingInputs) => LocalizedString;
export const periods_missing: (inputs: Periods_MissingInputs) => LocalizedString;
export const periods_no_project: (inputs: Periods_No_ProjectInputs) => LocalizedString;
export const periods_none: (inputs: Periods_NoneInputs) => LocalizedString;
export const periods_not_offered: (inputs: Periods_Not_OfferedInputs) => LocalizedString;
export const periods_open_hint: (inputs: Periods_Open_HintInputs) => LocalizedString;
export const periods_partial: (inputs: Periods_PartialInputs) => LocalizedString;
export const periods_rows_customers: (inputs: Periods_Rows_CustomersInputs) => LocalizedString;
export const periods_rows_projects: (inputs: Periods_Rows_ProjectsInputs) => LocalizedString;
export const periods_saved_shown: (inputs: Periods_Saved_ShownInputs) => LocalizedString;
export const periods_total: (inputs: Periods_TotalInputs) => LocalizedString;
export const periods_view_title: (inputs: Periods_View_TitleInputs) => LocalizedString;
export const periods_yours: (inputs: Periods_YoursInputs) => LocalizedString;
export const pin_button: (inputs: Pin_ButtonInputs) => LocalizedString;
export const pin_cli_already_pinned: (inputs: Pin_Cli_Already_PinnedInputs) => LocalizedString;
export const pin_cli_archived_hidden: (inputs: Pin_Cli_Archived_HiddenInputs) => LocalizedString;
export const pin_cli_not_pinned: (inputs: Pin_Cli_Not_PinnedInputs) => LocalizedString;
export const pin_cli_pinned: (inputs: Pin_Cli_PinnedInputs) => LocalizedString;
export const pin_cli_section: (inputs: Pin_Cli_SectionInputs) => LocalizedString;
export const pin_cli_summary: (inputs: Pin_Cli_SummaryInputs) => LocalizedString;
export const pin_cli_unpin_summary: (inputs: Pin_Cli_Unpin_SummaryInputs) => LocalizedString;
export const pin_cli_unpinned: (inputs: Pin_Cli_UnpinnedInputs) => LocalizedString;
export const pin_flag_invalid: (inputs: Pin_Flag_InvalidInputs) => LocalizedString;
export const pin_gone: (inputs: Pin_GoneInputs) => LocalizedString;
export const pin_gone_named: (inputs: Pin_Gone_NamedInputs) => LocalizedString;
export const pin_hint: (inputs: Pin_HintInputs) => LocalizedString;
export const pin_project: (inputs: Pin_ProjectInputs) => LocalizedString;
export const pin_section: (inputs: Pin_SectionInputs) => LocalizedString;
export const pin_state: (inputs: Pin_StateInputs) => LocalizedString;
export const pin_tray_section: (inputs: Pin_Tray_SectionInputs) => LocalizedString;
export const project_fallback: (inputs: Project_FallbackInputs) => LocalizedString;
export const project_gone: (inputs: Project_GoneInputs) => LocalizedString;
export const projects_by_customer: (inputs: Projects_By_CustomerInputs) => LocalizedString;
export const projects_unit: (inputs: Projects_UnitInputs) => LocalizedString;
export const rate_per_hour: (inputs: Rate_Per_HourInputs) => LocalizedString;
export const refresh_projects: (inputs: Refresh_ProjectsInputs) => LocalizedString;
export const refresh_title: (inputs: Refresh_TitleInputs) => LocalizedString;
export const refreshing: (inputs: RefreshingInputs) => LocalizedString;
export const remove: (inputs: RemoveInputs) => LocalizedString;
export const remove_account_detail: (inputs: Remove_Account_DetailInputs) => LocalizedString;
export const remove_account_menu: (inputs: Remove_Account_MenuInputs) => LocalizedString;
export const remove_account_title: (inputs: Remove_Account_TitleInputs) => LocalizedString;
export const removing: (inputs: RemovingInputs) => LocalizedString;
export const rename: (inputs: RenameInputs) => LocalizedString;
export const rename_blank: (inputs: Rename_BlankInputs) => LocalizedString;
export const rename_customer: (inputs: Rename_CustomerInputs) => LocalizedString;
export const rename_new_name_for: (inputs: Rename_New_Name_ForInputs) => LocalizedString;
export const retry: (inputs: RetryInputs) => LocalizedString;
export const retrying: (inputs: RetryingInputs) => LocalizedString;
export const round_to_choice: (inputs: Round_To_ChoiceInputs) => LocalizedString;
export const round_to_hint: (inputs: Round_To_HintInputs) => LocalizedString;
export const round_to_label: (inputs: Round_To_LabelInputs) => LocalizedString;
export const round_to_none: (inputs: Round_To_NoneInputs) => LocalizedString;
export const save: (inputs: SaveInputs) => LocalizedString;
export const saved: (inputs: SavedInputs) => LocalizedString;
export const saved_list_note: (inputs: Saved_List_NoteInputs) => LocalizedString;
export const saved_list_note_from: (inputs: Saved_List_Note_FromInputs) => LocalizedString;
export const saving: (inputs: SavingInputs) => LocalizedString;
export const search_hint: (inputs: Search_HintInputs) => LocalizedString;
export const search_label: (inputs: Search_LabelInputs) => LocalizedString;
export const search_placeholder: (inputs: Search_PlaceholderInputs) => LocalizedString;
export const service_address: (inputs: Service_AddressInputs) => LocalizedString;
export const set_shortcut: (inputs: Set_ShortcutInputs) => LocalizedString;
export const settings: (inputs: SettingsInputs) => LocalizedString;
export const settings_and_health_link: (inputs: Settings_And_Health_LinkInputs) => LocalizedString;
export const settings_problems: (inputs: Settings_ProblemsInputs) => LocalizedString;
export const shell_account_item: (inputs: Shell_Account_ItemInputs) => LocalizedString;
export const shell_account_item_signed_out: (inputs: Shell_Account_Item_Signed_OutInputs) => LocalizedString;
export const shell_add_account: (inputs: Shell_Add_AccountInputs) => LocalizedString;
export const shell_ca_dialog_button: (inputs: Shell_Ca_Dialog_ButtonInputs) => LocalizedString;
export const shell_ca_dialog_filter_all: (inputs: Shell_Ca_Dialog_Filter_AllInputs) => LocalizedString;
export const shell_ca_dialog_filter_pem: (inputs: Shell_Ca_Dialog_Filter_PemInputs) => LocalizedString;
export const shell_ca_dialog_title: (inputs: Shell_Ca_Dialog_TitleInputs) => LocalizedString;
export const shell_keychain_locked: (inputs: Shell_Keychain_LockedInputs) => LocalizedString;
export const shell_keychain_macos: (inputs: Shell_Keychain_MacosInputs) => LocalizedString;
export const shell_keychain_windows: (inputs: Shell_Keychain_WindowsInputs) => LocalizedString;
export const shell_login_needs_approval: (inputs: Shell_Login_Needs_ApprovalInputs) => LocalizedString;
export const shell_login_not_confirmed: (inputs: Shell_Login_Not_ConfirmedInputs) => LocalizedString;
export const shell_login_off_failed: (inputs: Shell_Login_Off_FailedInputs) => LocalizedString;
export const shell_login_on_failed: (inputs: Shell_Login_On_FailedInputs) => LocalizedString;
export const shell_login_place_macos: (inputs: Shell_Login_Place_MacosInputs) => LocalizedString;
export const shell_login_place_windows: (inputs: Shell_Login_Place_WindowsInputs) => LocalizedString;
export const shell_login_system_says_off: (inputs: Shell_Login_System_Says_OffInputs) => LocalizedString;
export const shell_login_system_says_on: (inputs: Shell_Login_System_Says_OnInputs) => LocalizedString;
export const shell_login_unavailable: (inputs: Shell_Login_UnavailableInputs) => LocalizedString;
export const shell_more_customers: (inputs: Shell_More_CustomersInputs) => LocalizedString;
export const shell_more_in_group: (inputs: Shell_More_In_GroupInputs) => LocalizedString;
export const shell_no_active_projects: (inputs: Shell_No_Active_ProjectsInputs) => LocalizedString;
export const shell_no_projects: (inputs: Shell_No_ProjectsInputs) => LocalizedString;
export const shell_no_tray_host_detail: (inputs: Shell_No_Tray_Host_DetailInputs) => LocalizedString;
export const shell_no_tray_host_message: (inputs: Shell_No_Tray_Host_MessageInputs) => LocalizedString;
export const shell_no_tray_host_title: (inputs: Shell_No_Tray_Host_TitleInputs) => LocalizedString;
export const shell_not_refreshed_yet: (inputs: Shell_Not_Refreshed_YetInputs) => LocalizedString;
export const shell_not_signed_in: (inputs: Shell_Not_Signed_InInputs) => LocalizedString;
export const shell_open: (inputs: Shell_OpenInputs) => LocalizedString;
export const shell_period_budget_cycle: (inputs: Shell_Period_Budget_CycleInputs) => LocalizedString;
export const shell_period_budget_month: (inputs: Shell_Period_Budget_MonthInputs) => LocalizedString;
export const shell_period_budget_week: (inputs: Shell_Period_Budget_WeekInputs) => LocalizedString;
export const shell_periods_line: (inputs: Shell_Periods_LineInputs) => LocalizedString;
export const shell_periods_not_offered: (inputs: Shell_Periods_Not_OfferedInputs) => LocalizedString;
export const shell_periods_partial: (inputs: Shell_Periods_PartialInputs) => LocalizedString;
export const shell_pinned_cycle: (inputs: Shell_Pinned_CycleInputs) => LocalizedString;
export const shell_project_item: (inputs: Shell_Project_ItemInputs) => LocalizedString;
export const shell_project_item_archived: (inputs: Shell_Project_Item_ArchivedInputs) => LocalizedString;
export const shell_quit: (inputs: Shell_QuitInputs) => LocalizedString;
export const shell_recent: (inputs: Shell_RecentInputs) => LocalizedString;
export const shell_refresh: (inputs: Shell_RefreshInputs) => LocalizedString;
export const shell_shortcut_invalid: (inputs: Shell_Shortcut_InvalidInputs) => LocalizedString;
export const shell_shortcut_refused_wayland: (inputs: Shell_Shortcut_Refused_WaylandInputs) => LocalizedString;
export const shell_shortcut_taken: (inputs: Shell_Shortcut_TakenInputs) => LocalizedString;
export const shell_show_all: (inputs: Shell_Show_AllInputs) => LocalizedString;
export const shell_sign_in: (inputs: Shell_Sign_InInputs) => LocalizedString;
export const shell_sign_out_failed: (inputs: Shell_Sign_Out_FailedInputs) => LocalizedString;
export const shell_start_failure_title: (inputs: Shell_Start_Failure_TitleInputs) => LocalizedString;
export const shell_start_unexpected_error: (inputs: Shell_Start_Unexpected_ErrorInputs) => LocalizedString;
export const shell_start_unexpected_error_at: (inputs: Shell_Start_Unexpected_Error_AtInputs) => LocalizedString;
export const shell_start_unexpected_value: (inputs: Shell_Start_Unexpected_ValueInputs) => LocalizedString;
export const shell_starting: (inputs: Shell_StartingInputs) => LocalizedString;
export const shell_switch_account_failed: (inputs: Shell_Switch_Account_FailedInputs) => LocalizedString;
export const shell_tooltip_projects: (inputs: Shell_Tooltip_ProjectsInputs) => LocalizedString;
export const shell_tooltip_signed_out: (inputs: Shell_Tooltip_Signed_OutInputs) => LocalizedString;
export const shell_tray_icon_missing: (inputs: Shell_Tray_Icon_MissingInputs) => LocalizedString;
export const shell_updated_ago: (inputs: Shell_Updated_AgoInputs) => LocalizedString;
export const shell_updated_at: (inputs: Shell_Updated_AtInputs) => LocalizedString;
export const shell_updated_on: (inputs: Shell_Updated_OnInputs) => LocalizedString;
export const shortcut_hint: (inputs: Shortcut_HintInputs) => LocalizedString;
export const shortcut_hint_wayland: (inputs: Shortcut_Hint_WaylandInputs) => LocalizedString;
export const shortcut_placeholder: (inputs: Shortcut_PlaceholderInputs) => LocalizedString;
export const shortcut_refused: (inputs: Shortcut_RefusedInputs) => LocalizedString;
export const shortcut_saved: (inputs: Shortcut_SavedInputs) => LocalizedString;
export const shortcut_turned_off: (inputs: Shortcut_Turned_OffInputs) => LocalizedString;
export const show_archived: (inputs: Show_ArchivedInputs) => LocalizedString;
export const show_archived_projects: (inputs: Show_Archived_ProjectsInputs) => LocalizedString;
export const sign_in: (inputs: Sign_InInputs) => LocalizedString;
export const sign_in_adding_title: (inputs: Sign_In_Adding_TitleInputs) => LocalizedString;
export const sign_in_again_title: (inputs: Sign_In_Again_TitleInputs) => LocalizedString;
export const sign_in_title: (inputs: Sign_In_TitleInputs) => LocalizedString;
export const sign_in_what_to_check: (inputs: Sign_In_What_To_CheckInputs) => LocalizedString;
export const sign_in_what_to_check_short: (inputs: Sign_In_What_To_Check_ShortInputs) => LocalizedString;
export const sign_out: (inputs: Sign_OutInputs) => LocalizedString;
export const signing_in: (inputs: Signing_InInputs) => LocalizedString;
export const state_load_failed: (inputs: State_Load_FailedInputs) => LocalizedString;
export const status_active: (inputs: Status_ActiveInputs) => LocalizedString;
export const status_archived: (inputs: Status_ArchivedInputs) => LocalizedString;
export const the_service: (inputs: The_ServiceInputs) => LocalizedString;
export const token_title: (inputs: Token_TitleInputs) => LocalizedString;
export const token_warning: (inputs: Token_WarningInputs) => LocalizedString;
export const tray_title_off: (inputs: Tray_Title_OffInputs) => LocalizedString;
export const tray_title_today: (inputs: Tray_Title_TodayInputs) => LocalizedString;
export const tray_title_week: (inputs: Tray_Title_WeekInputs) => LocalizedString;
export const try_again: (inputs: Try_AgainInputs) => LocalizedString;
export const trying: (inputs: TryingInputs) => LocalizedString;
export const turn_off: (inputs: Turn_OffInputs) => LocalizedString;
export const unpin_button: (inputs: Unpin_ButtonInputs) => LocalizedString;
export const unpin_project: (inputs: Unpin_ProjectInputs) => LocalizedString;
export const unrevoked_notice: (inputs: Unrevoked_NoticeInputs) => LocalizedString;
export const updated: (inputs: UpdatedInputs) => LocalizedString;
export const use_token: (inputs: Use_TokenInputs) => LocalizedString;
export const use_token_link: (inputs: Use_Token_LinkInputs) => LocalizedString;
export const webapp_open: (inputs: Webapp_OpenInputs) => LocalizedString;
export const webapp_open_in: (inputs: Webapp_Open_InInputs) => LocalizedString;
export const webapp_tray_open: (inputs: Webapp_Tray_OpenInputs) => LocalizedString;
export const week_start_auto: (inputs: Week_Start_AutoInputs) => LocalizedString;
export const week_start_monday: (inputs: Week_Start_MondayInputs) => LocalizedString;
export const week_start_sunday: (inputs: Week_Start_SundayInputs) => LocalizedString;
export const window_title: (inputs: Window_TitleInputs) => LocalizedString;
export const work_days_hint: (inputs: Work_Days_HintInputs) => LocalizedString;
export const work_days_label: (inputs: Work_Days_LabelInputs) => LocalizedString;
export const work_days_none: (inputs: Work_Days_NoneInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type AboutInputs = {};
export type About_CacheInputs = {};
export type About_KeychainInputs = {};
export type About_LogsInputs = {};
export type About_Settings_FolderInputs = {};
export type About_User_AgentInputs = {};
export type About_VersionInputs = {};
export type Account_Id_Hint_EndInputs = {};
export type Account_Id_Hint_StartInputs = {};
export type Account_LabelInputs = {};
export type Account_Signed_OutInputs = {
    account: NonNullable<unknown>;
};
export type AccountsInputs = {};
export type Add_AccountInputs = {};
export type Add_Account_MenuInputs = {};
export type Age_AtInputs = {
    date: NonNullable<unknown>;
};
export type Age_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Age_HoursInputs = {
    count: NonNullable<unknown>;
};
export type Age_Just_NowInputs = {};
export type Age_MinutesInputs = {
    count: NonNullable<unknown>;
};
export type All_ArchivedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Another_Account_Or_AddressInputs = {};
export type Archived_BadgeInputs = {};
export type As_OfInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type As_Of_RefreshingInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type BackInputs = {};
export type Banner_Saved_ListInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type BillableInputs = {};
export type Billable_By_PersonInputs = {};
export type Billable_By_ProjectInputs = {};
export type Bridge_MissingInputs = {};
export type Budget_Account_GoneInputs = {};
export type Budget_Alert_PassedInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alert_Passed_CycleInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alert_Passed_MonthInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alert_Passed_WeekInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alerts_HintInputs = {};
export type Budget_Alerts_LabelInputs = {};
export type Budget_Both_EmptyInputs = {};
export type Budget_ChangeInputs = {};
export type Budget_Change_ButtonInputs = {};
export type Budget_Change_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Budget_Chip_LabelInputs = {
    name: NonNullable<unknown>;
    summary: NonNullable<unknown>;
};
export type Budget_Clear_ButtonInputs = {};
export type Budget_ClearedInputs = {};
export type Budget_Cli_Bad_NumberInputs = {
    option: NonNullable<unknown>;
    example: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Budget_Cli_Bad_PerInputs = {
    per: NonNullable<unknown>;
};
export type Budget_Cli_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_Cli_Budgets_Cached_OptionInputs = {};
export type Budget_Cli_Budgets_NotesInputs = {};
export type Budget_Cli_Budgets_SummaryInputs = {};
export type Budget_Cli_Cell_OverInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_Cell_UnknownInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Clear_AloneInputs = {};
export type Budget_Cli_Clear_OptionInputs = {};
export type Budget_Cli_ClearedInputs = {
    project: NonNullable<unknown>;
};
export type Budget_Cli_Customer_IdInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Cli_Customer_LifetimeInputs = {};
export type Budget_Cli_Customer_NamedInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Customer_OptionInputs = {};
export type Budget_Cli_Gone_ChangeInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Cli_Had_NoneInputs = {
    project: NonNullable<unknown>;
};
export type Budget_Cli_Half_UnknownInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Budget_Cli_Hours_OptionInputs = {};
export type Budget_Cli_LabelInputs = {};
export type Budget_Cli_NearInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_No_BudgetsInputs = {};
export type Budget_Cli_NoneInputs = {
    project: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Not_ListedInputs = {
    limit: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_NotesInputs = {};
export type Budget_Cli_OverInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_Pace_AheadInputs = {};
export type Budget_Cli_Pace_BehindInputs = {};
export type Budget_Cli_Pace_LineInputs = {
    gone: NonNullable<unknown>;
    pace: NonNullable<unknown>;
};
export type Budget_Cli_Pace_On_PaceInputs = {};
export type Budget_Cli_Pace_Slightly_AheadInputs = {};
export type Budget_Cli_Pace_Slightly_BehindInputs = {};
export type Budget_Cli_PartialInputs = {};
export type Budget_Cli_Per_CycleInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Per_LifetimeInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Per_MonthInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Per_NeededInputs = {};
export type Budget_Cli_Per_OptionInputs = {};
export type Budget_Cli_Per_WeekInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Period_ClearedInputs = {
    target: NonNullable<unknown>;
};
export type Budget_Cli_Period_Had_NoneInputs = {
    target: NonNullable<unknown>;
};
export type Budget_Cli_Period_HeadInputs = {
    target: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Cli_Period_LineInputs = {
    period: NonNullable<unknown>;
    used: NonNullable<unknown>;
    progress: NonNullable<unknown>;
};
export type Budget_Cli_Period_NoneInputs = {
    target: NonNullable<unknown>;
    how: NonNullable<unknown>;
};
export type Budget_Cli_ProgressInputs = {
    percent: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Progress_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_Cli_Progress_NoneInputs = {};
export type Budget_Cli_Progress_UnknownInputs = {
    limit: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Project_IdInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Cli_Project_NamedInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Project_Or_CustomerInputs = {};
export type Budget_Cli_SetInputs = {
    project: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Cli_SummaryInputs = {};
export type Budget_Cli_Used_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_Cli_Value_OptionInputs = {};
export type Budget_Cli_WhichInputs = {};
export type Budget_Currency_HintInputs = {};
export type Budget_Currency_IgnoredInputs = {};
export type Budget_Currency_LabelInputs = {};
export type Budget_Currency_NoneInputs = {};
export type Budget_Customer_Card_HeadingInputs = {};
export type Budget_Customer_Not_In_ListInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Editor_HintInputs = {};
export type Budget_EmptyInputs = {};
export type Budget_Form_CustomersInputs = {};
export type Budget_Form_HintInputs = {};
export type Budget_Form_PerInputs = {};
export type Budget_Form_Per_CycleInputs = {};
export type Budget_Form_Per_MonthInputs = {};
export type Budget_Form_Per_WeekInputs = {};
export type Budget_Form_ProjectsInputs = {};
export type Budget_Form_TargetInputs = {};
export type Budget_HeadingInputs = {};
export type Budget_Hours_FieldInputs = {};
export type Budget_Hours_Field_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Hours_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Hours_LimitInputs = {
    hours: NonNullable<unknown>;
};
export type Budget_Hours_OfInputs = {
    percent: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Budget_Hours_UnknownInputs = {
    hours: NonNullable<unknown>;
};
export type Budget_Kind_CustomerInputs = {};
export type Budget_Kind_ProjectInputs = {};
export type Budget_Last_LineInputs = {
    period: NonNullable<unknown>;
    used: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Budget_Last_UnknownInputs = {
    period: NonNullable<unknown>;
};
export type Budget_Limit_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_MarkerInputs = {
    percent: NonNullable<unknown>;
};
export type Budget_NearInputs = {};
export type Budget_NoneInputs = {};
export type Budget_Not_In_ListInputs = {
    id: NonNullable<unknown>;
};
export type Budget_OverInputs = {};
export type Budget_Pace_AheadInputs = {};
export type Budget_Pace_BehindInputs = {};
export type Budget_Pace_LineInputs = {
    gone: NonNullable<unknown>;
    pace: NonNullable<unknown>;
};
export type Budget_Pace_On_PaceInputs = {};
export type Budget_Pace_Slightly_AheadInputs = {};
export type Budget_Pace_Slightly_BehindInputs = {};
export type Budget_PartialInputs = {};
export type Budget_Per_CycleInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Per_InvalidInputs = {};
export type Budget_Per_MonthInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Per_WeekInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Period_Card_HeadingInputs = {};
export type Budget_Period_UsedInputs = {
    period: NonNullable<unknown>;
    used: NonNullable<unknown>;
};
export type Budget_Progress_LabelInputs = {};
export type Budget_RemoveInputs = {};
export type Budget_Remove_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Budget_RemovedInputs = {};
export type Budget_SavedInputs = {};
export type Budget_Set_ButtonInputs = {};
export type Budget_Shape_InvalidInputs = {};
export type Budget_Value_FieldInputs = {};
export type Budget_Value_Field_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Value_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Value_OfInputs = {
    spent: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Value_PercentInputs = {
    percent: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Value_UnknownInputs = {
    budget: NonNullable<unknown>;
};
export type Budget_Web_App_UnsafeInputs = {};
export type Budgets_Add_ButtonInputs = {};
export type Budgets_Lifetime_HeadingInputs = {};
export type Budgets_NoneInputs = {};
export type Budgets_Not_OfferedInputs = {};
export type Budgets_Period_HeadingInputs = {};
export type Budgets_View_TitleInputs = {};
export type Ca_Choose_AgainInputs = {};
export type Ca_File_HintInputs = {};
export type Ca_File_RemovedInputs = {};
export type Ca_File_SavedInputs = {};
export type Ca_Give_Flag_AgainInputs = {};
export type Call_FailedInputs = {};
export type CancelInputs = {};
export type Chart_DayInputs = {
    day: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Chart_Day_UnknownInputs = {
    day: NonNullable<unknown>;
};
export type Chart_LabelInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Chart_Label_TeamInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Chart_TodayInputs = {
    day: NonNullable<unknown>;
};
export type Check_AccountsInputs = {};
export type Check_Ca_FileInputs = {};
export type Check_ClockInputs = {};
export type Check_KeychainInputs = {};
export type Check_ProxyInputs = {};
export type Check_ServiceInputs = {};
export type Check_Session_TypeInputs = {};
export type Check_SettingsInputs = {};
export type Check_ShortcutInputs = {};
export type Check_Tray_HostInputs = {};
export type CheckingInputs = {};
export type Choose_Ca_FileInputs = {};
export type Cli_Accepted_BooleanInputs = {};
export type Cli_Accepted_Ca_FileInputs = {};
export type Cli_Accepted_CurrencyInputs = {};
export type Cli_Accepted_Cycle_Start_DayInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Cli_Accepted_IntervalInputs = {};
export type Cli_Accepted_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_Round_ToInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_ShortcutInputs = {};
export type Cli_Accepted_Tray_TitleInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_Week_StartInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_Work_DaysInputs = {};
export type Cli_AcceptsInputs = {
    options: NonNullable<unknown>;
};
export type Cli_Account_ArgumentInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Account_Key_LineInputs = {
    key: NonNullable<unknown>;
};
export type Cli_Account_LineInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    baseUrl: NonNullable<unknown>;
    state: NonNullable<unknown>;
    lastUsed: NonNullable<unknown>;
};
export type Cli_Account_OptionInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Archived_FlagInputs = {};
export type Cli_Argument_CountInputs = {
    expected: NonNullable<unknown>;
    usage: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Cli_Argument_NoneInputs = {
    usage: NonNullable<unknown>;
    given: NonNullable<unknown>;
};
export type Cli_Argument_RangeInputs = {
    least: NonNullable<unknown>;
    most: NonNullable<unknown>;
};
export type Cli_Ask_Account_IdInputs = {};
export type Cli_Ask_EmailInputs = {};
export type Cli_Ask_PasswordInputs = {};
export type Cli_Ask_Service_AddressInputs = {};
export type Cli_Ask_TokenInputs = {};
export type Cli_Bad_ShortcutInputs = {
    text: NonNullable<unknown>;
};
export type Cli_Billable_By_PersonInputs = {};
export type Cli_Billable_By_ProjectInputs = {};
export type Cli_BothInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
export type Cli_Ca_File_FlagInputs = {
    problem: NonNullable<unknown>;
    fix: NonNullable<unknown>;
};
export type Cli_Ca_UnusableInputs = {
    problem: NonNullable<unknown>;
    fix: NonNullable<unknown>;
};
export type Cli_CancelledInputs = {};
export type Cli_Command_AcceptsInputs = {
    command: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Cli_Config_App_AppliesInputs = {};
export type Cli_Config_NowInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli_Config_UsageInputs = {};
export type Cli_Count_BudgetsInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Count_PinsInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Customer_GroupInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Cli_Customer_Not_In_AccountInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Customer_NumberInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Customer_RenamedInputs = {
    id: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Cli_Dash_ValueInputs = {
    value: NonNullable<unknown>;
    corrected: NonNullable<unknown>;
};
export type Cli_Details_CachedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Details_FetchedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Did_You_Mean_OptionInputs = {
    nearest: NonNullable<unknown>;
};
export type Cli_Disk_FullInputs = {};
export type Cli_Help_Commands_HeadingInputs = {};
export type Cli_Help_Exit_CodesInputs = {};
export type Cli_Help_Global_Options_HeadingInputs = {};
export type Cli_Help_IntroInputs = {};
export type Cli_Help_Json_HeadingInputs = {};
export type Cli_Help_Json_ShapesInputs = {};
export type Cli_Help_Options_HeadingInputs = {};
export type Cli_Help_Options_PlaceholderInputs = {};
export type Cli_Help_See_OverviewInputs = {};
export type Cli_Help_Settings_WhereInputs = {};
export type Cli_Help_TimesInputs = {};
export type Cli_Help_Usage_LineInputs = {
    usage: NonNullable<unknown>;
};
export type Cli_Help_Usage_OverviewInputs = {};
export type Cli_Input_EndedInputs = {};
export type Cli_Invoice_By_ProjectInputs = {};
export type Cli_Invoice_Money_HiddenInputs = {};
export type Cli_Invoice_Needs_CustomerInputs = {};
export type Cli_Invoice_OptionInputs = {};
export type Cli_Invoice_PartialInputs = {
    days: NonNullable<unknown>;
};
export type Cli_Invoice_RateInputs = {};
export type Cli_Invoice_RoundedInputs = {
    minutes: NonNullable<unknown>;
};
export type Cli_Invoice_TitleInputs = {
    customer: NonNullable<unknown>;
    period: NonNullable<unknown>;
};
export type Cli_Label_BillableInputs = {};
export type Cli_Label_ChangedInputs = {};
export type Cli_Label_CreatedInputs = {};
export type Cli_Label_CustomerInputs = {};
export type Cli_Label_DescriptionInputs = {};
export type Cli_Label_HoursInputs = {};
export type Cli_Label_MembersInputs = {};
export type Cli_Label_Open_TasksInputs = {};
export type Cli_Label_RateInputs = {};
export type Cli_Label_StatusInputs = {};
export type Cli_Label_ValueInputs = {};
export type Cli_Last_Use_UnknownInputs = {};
export type Cli_Last_Used_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Cli_Last_Used_TodayInputs = {};
export type Cli_Last_Used_YesterdayInputs = {};
export type Cli_List_CachedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_List_RefreshedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_List_SavedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Logout_Not_Signed_InInputs = {
    label: NonNullable<unknown>;
};
export type Cli_Logout_Not_ToldInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Logout_RevokedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Markdown_Or_JsonInputs = {};
export type Cli_Needs_ValueInputs = {
    option: NonNullable<unknown>;
    valueName: NonNullable<unknown>;
};
export type Cli_NoInputs = {};
export type Cli_No_Account_MatchesInputs = {
    text: NonNullable<unknown>;
};
export type Cli_No_Account_To_Sign_OutInputs = {};
export type Cli_No_Account_YetInputs = {};
export type Cli_No_Accounts_YetInputs = {};
export type Cli_No_Active_AccountInputs = {};
export type Cli_No_CommandInputs = {};
export type Cli_No_CustomerInputs = {};
export type Cli_No_List_To_CheckInputs = {
    id: NonNullable<unknown>;
};
export type Cli_No_Password_GivenInputs = {};
export type Cli_No_Terminal_PasswordInputs = {};
export type Cli_No_Terminal_SecretInputs = {};
export type Cli_No_Token_GivenInputs = {};
export type Cli_Not_An_IdInputs = {
    value: NonNullable<unknown>;
};
export type Cli_Not_An_Option_OfInputs = {
    command: NonNullable<unknown>;
    option: NonNullable<unknown>;
};
export type Cli_Not_CachedInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Not_In_AccountInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Not_SavedInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Notes_DoctorInputs = {};
export type Cli_Notes_ProjectInputs = {};
export type Cli_Notes_ProjectsInputs = {};
export type Cli_Notes_Projects_SearchInputs = {
    words: NonNullable<unknown>;
};
export type Cli_Notes_ReportInputs = {
    period: NonNullable<unknown>;
};
export type Cli_Now_UsingInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Now_Using_Keychain_LockedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Now_Using_Keychain_UnavailableInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Now_Using_Signed_OutInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Opt_Account_IdInputs = {};
export type Cli_Opt_Base_UrlInputs = {};
export type Cli_Opt_Ca_FileInputs = {};
export type Cli_Opt_Email_ImportInputs = {};
export type Cli_Opt_Email_LoginInputs = {};
export type Cli_Opt_HelpInputs = {};
export type Cli_Opt_JsonInputs = {};
export type Cli_Opt_LabelInputs = {};
export type Cli_Opt_Logout_AccountInputs = {};
export type Cli_Opt_MarkdownInputs = {};
export type Cli_Opt_Password_StdinInputs = {};
export type Cli_Opt_Project_CachedInputs = {};
export type Cli_Opt_Projects_CachedInputs = {};
export type Cli_Opt_Remove_YesInputs = {};
export type Cli_Opt_Report_ByInputs = {};
export type Cli_Opt_Report_CachedInputs = {};
export type Cli_Opt_Report_CsvInputs = {};
export type Cli_Opt_Report_CustomerInputs = {};
export type Cli_Opt_Report_MarkdownInputs = {};
export type Cli_Opt_Report_ProjectInputs = {};
export type Cli_Opt_User_AgentInputs = {};
export type Cli_Opt_VersionInputs = {};
export type Cli_Option_RefusedInputs = {
    given: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Cli_Option_RequiredInputs = {
    option: NonNullable<unknown>;
    command: NonNullable<unknown>;
};
export type Cli_Output_FailedInputs = {
    why: NonNullable<unknown>;
};
export type Cli_Password_Stdin_EmptyInputs = {};
export type Cli_Per_HourInputs = {
    money: NonNullable<unknown>;
};
export type Cli_Period_CycleInputs = {};
export type Cli_Period_FigureInputs = {
    hours: NonNullable<unknown>;
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Period_Last_CycleInputs = {};
export type Cli_Period_Last_MonthInputs = {};
export type Cli_Period_Last_WeekInputs = {};
export type Cli_Period_MonthInputs = {};
export type Cli_Period_TodayInputs = {};
export type Cli_Period_WeekInputs = {};
export type Cli_Period_YesterdayInputs = {};
export type Cli_Ph_AccountInputs = {};
export type Cli_Ph_FileInputs = {};
export type Cli_Ph_KeyInputs = {};
export type Cli_Ph_NameInputs = {};
export type Cli_Ph_PeriodInputs = {};
export type Cli_Ph_TextInputs = {};
export type Cli_Ph_ValueInputs = {};
export type Cli_Ph_WordsInputs = {};
export type Cli_Projects_Archived_HiddenInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Projects_CountInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Projects_Cycle_LegendInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Projects_Hours_UnknownInputs = {};
export type Cli_Projects_NoneInputs = {};
export type Cli_Projects_None_ActiveInputs = {};
export type Cli_Projects_None_MatchInputs = {
    search: NonNullable<unknown>;
};
export type Cli_Projects_None_SavedInputs = {};
export type Cli_Projects_Not_ListedInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Projects_SearchInputs = {
    search: NonNullable<unknown>;
};
export type Cli_Projects_SkippedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Quote_LabelInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Quote_NameInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Quote_ValueInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Remove_ConfirmInputs = {
    name: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Cli_Remove_DeclinedInputs = {};
export type Cli_Remove_Needs_YesInputs = {
    name: NonNullable<unknown>;
    what: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Cli_Removed_Also_DeletedInputs = {
    what: NonNullable<unknown>;
};
export type Cli_Removed_Not_Signed_InInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_Not_ToldInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_Now_ActiveInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_RevokedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Report_As_OfInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Report_Bad_ByInputs = {
    by: NonNullable<unknown>;
};
export type Cli_Report_Bad_IdInputs = {
    option: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Cli_Report_Bad_PeriodInputs = {
    period: NonNullable<unknown>;
};
export type Cli_Report_CustomerInputs = {};
export type Cli_Report_DayInputs = {};
export type Cli_Report_HoursInputs = {};
export type Cli_Report_Markdown_TitleInputs = {
    period: NonNullable<unknown>;
};
export type Cli_Report_MissingInputs = {
    days: NonNullable<unknown>;
};
export type Cli_Report_No_CustomerInputs = {};
export type Cli_Report_No_ProjectInputs = {};
export type Cli_Report_NoneInputs = {};
export type Cli_Report_Not_OfferedInputs = {};
export type Cli_Report_One_FormatInputs = {};
export type Cli_Report_ProjectInputs = {};
export type Cli_Report_TotalInputs = {};
export type Cli_Report_Unnamed_ProjectInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Report_ValueInputs = {};
export type Cli_Report_YoursInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli_Saved_Details_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Saved_List_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Saved_Report_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_See_Command_HelpInputs = {
    command: NonNullable<unknown>;
};
export type Cli_See_HelpInputs = {};
export type Cli_Setting_RefusedInputs = {
    key: NonNullable<unknown>;
    accepted: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Cli_Several_AccountsInputs = {
    text: NonNullable<unknown>;
    keys: NonNullable<unknown>;
};
export type Cli_Sign_In_HintInputs = {
    login: NonNullable<unknown>;
};
export type Cli_Signed_In_AsInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    projects: NonNullable<unknown>;
    key: NonNullable<unknown>;
};
export type Cli_Signed_In_CountInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_State_Keychain_LockedInputs = {};
export type Cli_State_Keychain_UnavailableInputs = {};
export type Cli_State_Signed_InInputs = {};
export type Cli_State_Signed_OutInputs = {};
export type Cli_Status_AccountInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    baseUrl: NonNullable<unknown>;
};
export type Cli_Status_ActiveInputs = {};
export type Cli_Status_ArchivedInputs = {};
export type Cli_Status_CachedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Status_Cached_RefreshedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Status_Idle_EndedInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Cli_Status_Idle_EndingInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Cli_Status_Keychain_UnavailableInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Status_Signed_InInputs = {};
export type Cli_Status_Signed_OutInputs = {};
export type Cli_Status_Signed_Out_WhyInputs = {
    reason: NonNullable<unknown>;
};
export type Cli_Status_TrustingInputs = {
    file: NonNullable<unknown>;
};
export type Cli_Stdin_Too_LongInputs = {
    kib: NonNullable<unknown>;
};
export type Cli_Stdin_Too_Long_ExampleInputs = {
    kib: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Cli_Summary_AccountsInputs = {};
export type Cli_Summary_CompletionInputs = {};
export type Cli_Summary_ConfigInputs = {};
export type Cli_Summary_DoctorInputs = {};
export type Cli_Summary_Import_TokenInputs = {};
export type Cli_Summary_LoginInputs = {};
export type Cli_Summary_LogoutInputs = {};
export type Cli_Summary_ProjectInputs = {};
export type Cli_Summary_ProjectsInputs = {};
export type Cli_Summary_RemoveInputs = {};
export type Cli_Summary_Rename_CustomerInputs = {};
export type Cli_Summary_ReportInputs = {};
export type Cli_Summary_StatusInputs = {};
export type Cli_Summary_UseInputs = {};
export type Cli_Takes_No_ValueInputs = {
    option: NonNullable<unknown>;
};
export type Cli_Token_Stdin_EmptyInputs = {};
export type Cli_Trusting_ExpiredInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Cli_Trusting_ValidInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Cli_Unknown_CommandInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Unknown_Command_NearestInputs = {
    name: NonNullable<unknown>;
    nearest: NonNullable<unknown>;
};
export type Cli_Unknown_OptionInputs = {
    option: NonNullable<unknown>;
};
export type Cli_Unknown_Option_ForInputs = {
    option: NonNullable<unknown>;
    command: NonNullable<unknown>;
};
export type Cli_Unknown_SettingInputs = {
    text: NonNullable<unknown>;
    guess: NonNullable<unknown>;
    keys: NonNullable<unknown>;
};
export type Cli_Unknown_ShellInputs = {
    shell: NonNullable<unknown>;
    shells: NonNullable<unknown>;
};
export type Cli_User_Agent_GiveInputs = {
    example: NonNullable<unknown>;
};
export type Cli_User_Agent_RequiredInputs = {
    example: NonNullable<unknown>;
};
export type Cli_User_Agent_WhyInputs = {};
export type Cli_Waiting_For_Busy_ServiceInputs = {
    wait: NonNullable<unknown>;
};
export type Cli_Waiting_For_ServiceInputs = {
    wait: NonNullable<unknown>;
};
export type Cli_Webapp_Open_FailedInputs = {
    cause: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Cli_Webapp_Open_OpeningInputs = {
    url: NonNullable<unknown>;
};
export type Cli_Webapp_Open_Print_OptionInputs = {};
export type Cli_Webapp_Open_SummaryInputs = {};
export type Cli_What_To_CheckInputs = {
    accountId: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Cli_YesInputs = {};
export type CopiedInputs = {};
export type Copy_HintInputs = {
    shortcut: NonNullable<unknown>;
};
export type Copy_SummaryInputs = {};
export type Core_Account_GoneInputs = {};
export type Core_Account_Id_HintInputs = {};
export type Core_Account_Id_Not_TextInputs = {};
export type Core_Account_Key_MissingInputs = {};
export type Core_Account_Key_Too_LongInputs = {};
export type Core_Address_MismatchInputs = {
    account: NonNullable<unknown>;
};
export type Core_Api_Answer_Cut_OffInputs = {
    origin: NonNullable<unknown>;
};
export type Core_Api_Answer_No_ProjectInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Answer_Too_BigInputs = {
    size: NonNullable<unknown>;
};
export type Core_Api_Answer_UnreadableInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Answer_Web_PageInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Bad_Sign_InInputs = {};
export type Core_Api_ForbiddenInputs = {};
export type Core_Api_No_TokenInputs = {};
export type Core_Api_No_User_AgentInputs = {};
export type Core_Api_Not_FoundInputs = {};
export type Core_Api_Rate_LimitedInputs = {};
export type Core_Api_Rate_Limited_WaitInputs = {
    wait: NonNullable<unknown>;
};
export type Core_Api_RedirectInputs = {
    status: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Core_Api_Redirect_ElsewhereInputs = {};
export type Core_Api_RefusedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Server_FailedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Service_SaidInputs = {
    why: NonNullable<unknown>;
    server: NonNullable<unknown>;
};
export type Core_Api_Session_Ended_BecauseInputs = {
    server: NonNullable<unknown>;
};
export type Core_Api_Sign_In_Refused_BecauseInputs = {
    server: NonNullable<unknown>;
};
export type Core_Api_UnavailableInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_User_Agent_UnsendableInputs = {};
export type Core_Autostart_CommentInputs = {};
export type Core_Autostart_Line_BreakInputs = {};
export type Core_Ca_Cannot_ReadInputs = {
    file: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Core_Ca_DamagedInputs = {
    number: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Core_Ca_Is_FolderInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_MissingInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_No_CertificateInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_No_PemInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_Not_A_FileInputs = {
    kind: NonNullable<unknown>;
};
export type Core_Ca_Not_RegularInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Ca_UnreadableInputs = {
    file: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    fix: NonNullable<unknown>;
};
export type Core_Cache_DamagedInputs = {
    file: NonNullable<unknown>;
};
export type Core_Cache_Damaged_MovedInputs = {
    file: NonNullable<unknown>;
    aside: NonNullable<unknown>;
};
export type Core_Closed_DuringInputs = {};
export type Core_Customer_Id_Not_NumberInputs = {};
export type Core_Customer_Id_Not_PositiveInputs = {};
export type Core_Customer_Id_Not_WholeInputs = {};
export type Core_Customer_Id_Too_LargeInputs = {};
export type Core_Customer_Name_EmptyInputs = {};
export type Core_Customer_Name_Not_TextInputs = {};
export type Core_Customer_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Core_Customer_Name_UnshownInputs = {};
export type Core_Email_InvalidInputs = {};
export type Core_Email_Not_TextInputs = {};
export type Core_Email_Too_LongInputs = {};
export type Core_File_Cannot_DeleteInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_LockInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_ReadInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_SaveInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Disk_FullInputs = {};
export type Core_File_Fix_Check_DiskInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_Check_ReadInputs = {
    target: NonNullable<unknown>;
};
export type Core_File_Fix_Check_WriteInputs = {
    target: NonNullable<unknown>;
};
export type Core_File_Fix_Close_ProgramsInputs = {};
export type Core_File_Fix_Free_SpaceInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_Move_AwayInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Fix_Move_ThatInputs = {};
export type Core_File_Fix_Own_FileInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Fix_Own_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_QuotaInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_RemountInputs = {};
export type Core_File_Io_ErrorInputs = {};
export type Core_File_Is_FolderInputs = {};
export type Core_File_Not_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_PermissionInputs = {};
export type Core_File_QuotaInputs = {};
export type Core_File_Read_OnlyInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Too_Many_OpenInputs = {};
export type Core_First_Screen_IdInputs = {};
export type Core_Import_Needs_AllInputs = {};
export type Core_Import_Other_Accounts_TokenInputs = {
    account: NonNullable<unknown>;
    other: NonNullable<unknown>;
    typed: NonNullable<unknown>;
};
export type Core_Input_InvalidInputs = {};
export type Core_InternalInputs = {};
export type Core_Keychain_Failed_DeleteInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_Failed_ReadInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_Failed_StoreInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_LockedInputs = {};
export type Core_Keychain_Locked_UnknownInputs = {};
export type Core_Keychain_No_AnswerInputs = {
    seconds: NonNullable<unknown>;
};
export type Core_Keychain_No_CollectionInputs = {};
export type Core_Keychain_No_DbusInputs = {};
export type Core_Keychain_No_ProviderInputs = {};
export type Core_Keychain_Not_KeepingInputs = {};
export type Core_Keytar_AbiInputs = {};
export type Core_Keytar_DamagedInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keytar_Load_FailedInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keytar_MissingInputs = {};
export type Core_Keytar_No_LibsecretInputs = {};
export type Core_Keytar_UnusableInputs = {
    why: NonNullable<unknown>;
};
export type Core_Kind_DeviceInputs = {};
export type Core_Kind_FifoInputs = {};
export type Core_Kind_FolderInputs = {};
export type Core_Kind_OtherInputs = {};
export type Core_Kind_SocketInputs = {};
export type Core_Label_TakenInputs = {
    label: NonNullable<unknown>;
    account: NonNullable<unknown>;
};
export type Core_Label_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Core_Label_UnshownInputs = {};
export type Core_Left_BehindInputs = {
    what: NonNullable<unknown>;
};
export type Core_Left_Saved_DetailsInputs = {};
export type Core_Left_Saved_ListInputs = {};
export type Core_Left_Saved_ReportsInputs = {};
export type Core_Left_SettingsInputs = {};
export type Core_List_No_Readable_ItemInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Core_List_Not_A_ListInputs = {};
export type Core_Lock_Held_PidInputs = {
    pid: NonNullable<unknown>;
    lock: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Held_UnknownInputs = {
    lock: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Wait_PidInputs = {
    pid: NonNullable<unknown>;
    lock: NonNullable<unknown>;
};
export type Core_Lock_Wait_UnknownInputs = {
    lock: NonNullable<unknown>;
};
export type Core_Needs_AppInputs = {};
export type Core_No_AccountInputs = {};
export type Core_No_Such_AccountInputs = {
    key: NonNullable<unknown>;
};
export type Core_No_TokenInputs = {};
export type Core_Not_A_FileInputs = {
    file: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Core_Not_A_Valid_SettingInputs = {};
export type Core_Not_SavedInputs = {
    why: NonNullable<unknown>;
};
export type Core_Not_Saved_CaInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Not_Saved_Ca_ExpiredInputs = {
    file: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Core_Not_Saved_Offline_DetailsInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Not_Saved_Offline_ListInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Password_EmptyInputs = {};
export type Core_Password_Not_TextInputs = {};
export type Core_Password_Too_LongInputs = {};
export type Core_Period_Request_InvalidInputs = {};
export type Core_Pref_BooleanInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Core_Pref_Ca_File_RelativeInputs = {};
export type Core_Pref_Cycle_Start_DayInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Core_Pref_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Not_ObjectInputs = {};
export type Core_Pref_Refresh_IntervalInputs = {};
export type Core_Pref_Round_ToInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_ShortcutInputs = {};
export type Core_Pref_Tray_TitleInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Week_StartInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Work_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Core_Project_GoneInputs = {};
export type Core_Project_Id_Not_NumberInputs = {};
export type Core_Project_Id_Not_PositiveInputs = {};
export type Core_Project_Id_Not_WholeInputs = {};
export type Core_Project_Id_Too_LargeInputs = {};
export type Core_Project_Ids_Not_ListInputs = {};
export type Core_Project_Ids_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Core_Rename_May_Have_AppliedInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Rename_Not_AppliedInputs = {
    problem: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Core_Reports_Not_SavedInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Request_Not_UnderstoodInputs = {};
export type Core_Session_EndedInputs = {};
export type Core_Settings_Bad_ShapeInputs = {};
export type Core_Settings_Budgets_Left_OutInputs = {
    account: NonNullable<unknown>;
    entries: NonNullable<unknown>;
};
export type Core_Settings_Budgets_Not_MapInputs = {
    account: NonNullable<unknown>;
};
export type Core_Settings_CopiedInputs = {
    file: NonNullable<unknown>;
    copy: NonNullable<unknown>;
};
export type Core_Settings_Copy_Before_SaveInputs = {
    copy: NonNullable<unknown>;
};
export type Core_Settings_NewerInputs = {};
export type Core_Settings_Not_JsonInputs = {};
export type Core_Settings_Not_Json_AtInputs = {
    line: NonNullable<unknown>;
    column: NonNullable<unknown>;
};
export type Core_Settings_Not_Json_Cut_ShortInputs = {};
export type Core_Settings_Pinned_Not_ListInputs = {
    account: NonNullable<unknown>;
};
export type Core_Settings_Pins_Left_OutInputs = {
    account: NonNullable<unknown>;
    entries: NonNullable<unknown>;
};
export type Core_Settings_ProblemsInputs = {
    file: NonNullable<unknown>;
    problems: NonNullable<unknown>;
};
export type Core_Settings_Read_OnlyInputs = {
    file: NonNullable<unknown>;
};
export type Core_Settings_ResetInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
    aside: NonNullable<unknown>;
};
export type Core_Settings_Reset_Not_MovedInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Settings_Set_AsideInputs = {
    aside: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Shortcut_Not_UnderstoodInputs = {};
export type Core_Sign_In_Bad_Account_IdInputs = {};
export type Core_Sign_In_ChangedInputs = {};
export type Core_Sign_In_Fields_MissingInputs = {};
export type Core_Sign_In_IncompleteInputs = {};
export type Core_Sign_In_No_TokenInputs = {};
export type Core_Signed_Out_DuringInputs = {};
export type Core_Summary_ArchivedInputs = {};
export type Core_Summary_As_OfInputs = {
    when: NonNullable<unknown>;
};
export type Core_Summary_CustomerInputs = {
    customer: NonNullable<unknown>;
};
export type Core_Summary_Customer_NumberInputs = {
    id: NonNullable<unknown>;
};
export type Core_Summary_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Core_Summary_MembersInputs = {
    count: NonNullable<unknown>;
};
export type Core_Summary_No_CustomerInputs = {};
export type Core_Summary_Open_TasksInputs = {
    count: NonNullable<unknown>;
};
export type Core_Summary_ValueInputs = {
    value: NonNullable<unknown>;
};
export type Core_Token_Bad_CharactersInputs = {};
export type Core_Token_EmptyInputs = {};
export type Core_Token_Form_IncompleteInputs = {};
export type Core_Token_Gone_ButInputs = {
    why: NonNullable<unknown>;
};
export type Core_Token_No_SpacesInputs = {};
export type Core_Token_Not_TextInputs = {};
export type Core_Token_RefusedInputs = {};
export type Core_Token_Too_LongInputs = {
    length: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Core_Token_Too_Long_InputInputs = {};
export type Core_Url_CredentialsInputs = {};
export type Core_Url_EmptyInputs = {};
export type Core_Url_InsecureInputs = {};
export type Core_Url_MalformedInputs = {};
export type Core_Url_Not_TextInputs = {};
export type Core_Url_QueryInputs = {};
export type Core_Url_SchemeInputs = {};
export type Core_Url_Too_LongInputs = {};
export type Core_Url_Web_AppInputs = {
    address: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
};
export type Core_User_Agent_ExactInputs = {};
export type Core_User_Agent_Not_TextInputs = {};
export type Core_User_Agent_Too_LongInputs = {};
export type Core_What_ProjectInputs = {};
export type Core_What_Project_ListInputs = {};
export type Core_What_RenameInputs = {};
export type Core_What_Sign_InInputs = {};
export type Currency_Name_PenInputs = {};
export type Customer_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Cycle_Start_Day_ChoiceInputs = {
    day: NonNullable<unknown>;
};
export type Cycle_Start_Day_HintInputs = {};
export type Details_Saved_EarlierInputs = {};
export type Doctor_Account_Active_Signed_OutInputs = {};
export type Doctor_Account_Foreign_AgentInputs = {
    userAgent: NonNullable<unknown>;
    refresh: NonNullable<unknown>;
};
export type Doctor_Account_Foreign_Agent_FixInputs = {
    userAgent: NonNullable<unknown>;
    login: NonNullable<unknown>;
};
export type Doctor_Account_Last_RefreshInputs = {
    when: NonNullable<unknown>;
    ago: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Doctor_Account_Never_RefreshedInputs = {};
export type Doctor_Account_Signed_InInputs = {
    userAgent: NonNullable<unknown>;
    refresh: NonNullable<unknown>;
};
export type Doctor_Account_Signed_OutInputs = {};
export type Doctor_Account_Signed_Out_WhyInputs = {
    reason: NonNullable<unknown>;
};
export type Doctor_Account_UnboundInputs = {
    baseUrl: NonNullable<unknown>;
};
export type Doctor_Account_Unbound_FixInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Account_UncheckedInputs = {};
export type Doctor_Account_Unchecked_FixInputs = {};
export type Doctor_Account_UnreadableInputs = {};
export type Doctor_Accounts_NoneInputs = {};
export type Doctor_Accounts_None_FixInputs = {};
export type Doctor_Ago_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Doctor_Ago_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Doctor_Ago_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Doctor_Ago_NowInputs = {};
export type Doctor_Ago_UnknownInputs = {};
export type Doctor_Bus_Address_DeadInputs = {
    error: NonNullable<unknown>;
};
export type Doctor_Bus_Address_UnsetInputs = {};
export type Doctor_Bus_No_ToolInputs = {};
export type Doctor_Bus_NoneInputs = {
    why: NonNullable<unknown>;
};
export type Doctor_Ca_All_ExpiredInputs = {
    file: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_Cert_UntilInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Doctor_Ca_CertificatesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Ca_Days_LeftInputs = {
    days: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Ca_Expires_SoonInputs = {
    file: NonNullable<unknown>;
    name: NonNullable<unknown>;
    within: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_FineInputs = {
    file: NonNullable<unknown>;
    certificates: NonNullable<unknown>;
    list: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Doctor_Ca_NoneInputs = {};
export type Doctor_Ca_One_ExpiredInputs = {
    file: NonNullable<unknown>;
    name: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_Renew_FixInputs = {};
export type Doctor_Ca_UnusableInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Ca_Within_DaysInputs = {
    days: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Check_CrashedInputs = {
    error: NonNullable<unknown>;
};
export type Doctor_Check_Crashed_FixInputs = {};
export type Doctor_Check_Timed_OutInputs = {
    seconds: NonNullable<unknown>;
};
export type Doctor_Check_Timed_Out_FixInputs = {};
export type Doctor_Clock_AgreesInputs = {
    origin: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Doctor_Clock_AheadInputs = {
    span: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_Bad_DateInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_Bad_Date_FixInputs = {};
export type Doctor_Clock_BehindInputs = {
    span: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_No_AccountInputs = {};
export type Doctor_Clock_No_AnswerInputs = {};
export type Doctor_Clock_No_Answer_FixInputs = {};
export type Doctor_Clock_Skew_FixInputs = {};
export type Doctor_Fix_LabelInputs = {};
export type Doctor_Idle_EndedInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Doctor_Idle_EndingInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Doctor_Idle_Ending_FixInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Keychain_Cannot_PromptInputs = {};
export type Doctor_Keychain_DiffersInputs = {};
export type Doctor_Keychain_LockedInputs = {
    program: NonNullable<unknown>;
};
export type Doctor_Keychain_Locked_FixInputs = {};
export type Doctor_Keychain_Locked_Fix_No_ScreenInputs = {};
export type Doctor_Keychain_Module_FixInputs = {};
export type Doctor_Keychain_No_BusInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Keychain_No_CollectionInputs = {
    program: NonNullable<unknown>;
};
export type Doctor_Keychain_No_Collection_FixInputs = {};
export type Doctor_Keychain_No_ProviderInputs = {};
export type Doctor_Keychain_No_Provider_FixInputs = {};
export type Doctor_Keychain_Not_TriedInputs = {};
export type Doctor_Keychain_Ok_Not_InspectedInputs = {
    problem: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Ok_OsInputs = {
    store: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Ok_Secret_ServiceInputs = {
    service: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Os_KeychainInputs = {};
export type Doctor_Keychain_Round_Trip_FailedInputs = {
    why: NonNullable<unknown>;
};
export type Doctor_Keychain_Round_Trip_FixInputs = {};
export type Doctor_Keychain_Will_PromptInputs = {};
export type Doctor_Label_FailInputs = {};
export type Doctor_Label_OkInputs = {};
export type Doctor_Label_WarnInputs = {};
export type Doctor_No_Bus_FixInputs = {};
export type Doctor_Proxy_AcceptedInputs = {
    ms: NonNullable<unknown>;
};
export type Doctor_Proxy_Dead_FixInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_ExcludedInputs = {
    origin: NonNullable<unknown>;
    entry: NonNullable<unknown>;
};
export type Doctor_Proxy_NamesInputs = {
    variable: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Proxy_NoneInputs = {};
export type Doctor_Proxy_Not_UrlInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_Not_Url_FixInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_Os_HiddenInputs = {};
export type Doctor_Proxy_System_DirectInputs = {};
export type Doctor_Proxy_System_FixInputs = {};
export type Doctor_Proxy_System_No_AddressInputs = {};
export type Doctor_Proxy_System_SendsInputs = {
    origin: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Doctor_Proxy_System_ThroughInputs = {
    origin: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Doctor_Proxy_System_UnansweredInputs = {
    origins: NonNullable<unknown>;
};
export type Doctor_Proxy_System_UnsupportedInputs = {
    origin: NonNullable<unknown>;
    rule: NonNullable<unknown>;
};
export type Doctor_Proxy_ThroughInputs = {
    host: NonNullable<unknown>;
    variable: NonNullable<unknown>;
};
export type Doctor_Service_Ca_File_FixInputs = {};
export type Doctor_Service_CertInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Cert_Ca_FileInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Cert_ExtraInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Connect_FixInputs = {};
export type Doctor_Service_Connect_Proxy_FixInputs = {};
export type Doctor_Service_Expired_FixInputs = {};
export type Doctor_Service_InspectedInputs = {
    origin: NonNullable<unknown>;
    issuer: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Doctor_Service_Inspected_UnknownInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Doctor_Service_Inspecting_FixInputs = {};
export type Doctor_Service_Issued_ByInputs = {
    issuer: NonNullable<unknown>;
};
export type Doctor_Service_No_AccountInputs = {};
export type Doctor_Service_No_AnswerInputs = {};
export type Doctor_Service_No_Tls_FixInputs = {};
export type Doctor_Service_Not_TriedInputs = {
    detail: NonNullable<unknown>;
};
export type Doctor_Service_OkInputs = {
    origin: NonNullable<unknown>;
    ms: NonNullable<unknown>;
    status: NonNullable<unknown>;
    cert: NonNullable<unknown>;
};
export type Doctor_Service_Ok_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
    ms: NonNullable<unknown>;
    status: NonNullable<unknown>;
    cert: NonNullable<unknown>;
};
export type Doctor_Service_Proxy_FixInputs = {};
export type Doctor_Service_Proxy_Rules_FixInputs = {};
export type Doctor_Service_Request_FailedInputs = {
    origin: NonNullable<unknown>;
    cert: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Doctor_Service_Request_Failed_FixInputs = {};
export type Doctor_Service_Request_Failed_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
    cert: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Doctor_Service_Tls_TimeoutInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Service_Tls_Timeout_FixInputs = {};
export type Doctor_Service_UnreachableInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Service_Unreachable_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
};
export type Doctor_Service_Wrong_Name_FixInputs = {};
export type Doctor_Session_NoneInputs = {};
export type Doctor_Session_None_FixInputs = {};
export type Doctor_Session_Not_LinuxInputs = {};
export type Doctor_Session_UnknownInputs = {
    type: NonNullable<unknown>;
};
export type Doctor_Session_Unknown_FixInputs = {};
export type Doctor_Session_WaylandInputs = {};
export type Doctor_Session_X11Inputs = {};
export type Doctor_Shortcut_App_OnlyInputs = {};
export type Doctor_Shortcut_Choose_AnotherInputs = {};
export type Doctor_Shortcut_ConfiguredInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_No_PortalInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_No_Portal_FixInputs = {};
export type Doctor_Shortcut_Not_RegisteredInputs = {
    shortcut: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Doctor_Shortcut_OffInputs = {};
export type Doctor_Shortcut_Off_FixInputs = {};
export type Doctor_Shortcut_Portal_CheckInputs = {};
export type Doctor_Shortcut_RegisteredInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_Registered_PortalInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_WaylandInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Sign_In_AgainInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Span_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Doctor_Span_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Doctor_Span_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Doctor_Summary_FineInputs = {};
export type Doctor_Summary_ProblemsInputs = {
    failed: NonNullable<unknown>;
    warned: NonNullable<unknown>;
};
export type Doctor_Tray_Flatpak_FixInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_GnomeInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_Gnome_FixInputs = {};
export type Doctor_Tray_MacosInputs = {};
export type Doctor_Tray_No_BusInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Tray_No_DesktopInputs = {};
export type Doctor_Tray_No_HostInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_No_Host_FixInputs = {};
export type Doctor_Tray_NoneInputs = {
    watcher: NonNullable<unknown>;
    desktop: NonNullable<unknown>;
};
export type Doctor_Tray_None_FixInputs = {};
export type Doctor_Tray_None_This_DesktopInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_OkInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_UncheckedInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Tray_Unchecked_FixInputs = {};
export type Doctor_Tray_Until_ThenInputs = {};
export type Doctor_Tray_WindowsInputs = {};
export type Error_Bad_ResponseInputs = {};
export type Error_Insecure_UrlInputs = {};
export type Error_NetworkInputs = {};
export type Error_OtherInputs = {};
export type Error_Rate_LimitedInputs = {};
export type Error_RedirectInputs = {};
export type Error_ServerInputs = {};
export type Error_Signed_OutInputs = {};
export type Error_TimeoutInputs = {};
export type Error_UnauthorizedInputs = {};
export type Health_All_FineInputs = {};
export type Health_Check_ButtonInputs = {};
export type Health_CheckingInputs = {};
export type Health_FixInputs = {};
export type Health_FoundInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Health_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Health_RunInputs = {};
export type Health_Run_AgainInputs = {};
export type Health_Status_FailInputs = {};
export type Health_Status_OkInputs = {};
export type Health_Status_WarnInputs = {};
export type Health_TitleInputs = {};
export type Health_WarningsInputs = {
    count: NonNullable<unknown>;
};
export type Hide_MoneyInputs = {};
export type Hide_Money_HintInputs = {};
export type Interval_HourInputs = {};
export type Interval_ManualInputs = {};
export type Interval_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Keychain_Locked_TitleInputs = {};
export type Label_Account_IdInputs = {};
export type Label_Api_Base_UrlInputs = {};
export type Label_BillingInputs = {};
export type Label_ChangedInputs = {};
export type Label_CreatedInputs = {};
export type Label_Cycle_Start_DayInputs = {};
export type Label_DescriptionInputs = {};
export type Label_EmailInputs = {};
export type Label_Extra_CaInputs = {};
export type Label_LanguageInputs = {};
export type Label_MembersInputs = {};
export type Label_Open_TasksInputs = {};
export type Label_PasswordInputs = {};
export type Label_RateInputs = {};
export type Label_Refresh_ProjectsInputs = {};
export type Label_ShortcutInputs = {};
export type Label_TimeInputs = {};
export type Label_TokenInputs = {};
export type Label_Token_User_AgentInputs = {};
export type Label_Tray_TitleInputs = {};
export type Label_ValueInputs = {};
export type Label_Week_StartInputs = {};
export type Language_AutoInputs = {};
export type Language_EnInputs = {};
export type Language_Pt_BrInputs = {};
export type Last_Used_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Last_Used_TodayInputs = {};
export type Last_Used_UnknownInputs = {};
export type Last_Used_YesterdayInputs = {};
export type Launch_At_LoginInputs = {};
export type LoadingInputs = {};
export type Loading_ProjectsInputs = {};
export type Money_HiddenInputs = {};
export type Net_Connect_TimeoutInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Cut_OffInputs = {
    origin: NonNullable<unknown>;
};
export type Net_ExpiredInputs = {
    code: NonNullable<unknown>;
};
export type Net_Fix_AddressInputs = {};
export type Net_Fix_Address_InternetInputs = {};
export type Net_Fix_Address_RightInputs = {};
export type Net_Fix_Ca_FileInputs = {};
export type Net_Fix_ClockInputs = {};
export type Net_Fix_ConnectionInputs = {};
export type Net_Fix_HttpsInputs = {};
export type Net_Fix_InternetInputs = {};
export type Net_Fix_NetworkInputs = {};
export type Net_Fix_Proxy_RulesInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Fix_Proxy_RunsInputs = {
    setting: NonNullable<unknown>;
};
export type Net_Fix_Proxy_SettingInputs = {
    setting: NonNullable<unknown>;
};
export type Net_Fix_Try_AgainInputs = {};
export type Net_No_TlsInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_Not_FoundInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Proxy_Not_FoundInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_RefusedInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_TimeoutInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_UnreachableInputs = {
    proxy: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_RefusedInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Slow_AnswerInputs = {
    origin: NonNullable<unknown>;
};
export type Net_System_Proxy_SettingsInputs = {};
export type Net_Tunnel_RefusedInputs = {
    status: NonNullable<unknown>;
};
export type Net_UnknownInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Unknown_CodeInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_UnreachableInputs = {
    origin: NonNullable<unknown>;
};
export type Net_UntrustedInputs = {
    code: NonNullable<unknown>;
};
export type Net_Wrong_NameInputs = {
    origin: NonNullable<unknown>;
};
export type No_Ca_FileInputs = {};
export type No_CustomerInputs = {};
export type No_MatchInputs = {
    query: NonNullable<unknown>;
};
export type No_Match_ArchivedInputs = {
    query: NonNullable<unknown>;
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type No_ProjectsInputs = {};
export type Not_BillableInputs = {};
export type Not_Refreshed_YetInputs = {};
export type Period_CycleInputs = {};
export type Period_Last_CycleInputs = {};
export type Period_Last_MonthInputs = {};
export type Period_Last_WeekInputs = {};
export type Period_MonthInputs = {};
export type Period_TodayInputs = {};
export type Period_WeekInputs = {};
export type Periods_By_CustomerInputs = {};
export type Periods_By_ProjectInputs = {};
export type Periods_Choice_LabelInputs = {};
export type Periods_EmptyInputs = {};
export type Periods_FetchingInputs = {};
export type Periods_Grouping_LabelInputs = {};
export type Periods_HeadingInputs = {};
export type Periods_MissingInputs = {
    days: NonNullable<unknown>;
};
export type Periods_No_ProjectInputs = {};
export type Periods_NoneInputs = {};
export type Periods_Not_OfferedInputs = {};
export type Periods_Open_HintInputs = {};
export type Periods_PartialInputs = {};
export type Periods_Rows_CustomersInputs = {};
export type Periods_Rows_ProjectsInputs = {};
export type Periods_Saved_ShownInputs = {};
export type Periods_TotalInputs = {};
export type Periods_View_TitleInputs = {};
export type Periods_YoursInputs = {
    hours: NonNullable<unknown>;
};
export type Pin_ButtonInputs = {};
export type Pin_Cli_Already_PinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Cli_Archived_HiddenInputs = {};
export type Pin_Cli_Not_PinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Cli_PinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Cli_SectionInputs = {};
export type Pin_Cli_SummaryInputs = {};
export type Pin_Cli_Unpin_SummaryInputs = {};
export type Pin_Cli_UnpinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Flag_InvalidInputs = {};
export type Pin_GoneInputs = {
    id: NonNullable<unknown>;
};
export type Pin_Gone_NamedInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Pin_HintInputs = {
    shortcut: NonNullable<unknown>;
};
export type Pin_ProjectInputs = {
    name: NonNullable<unknown>;
};
export type Pin_SectionInputs = {};
export type Pin_StateInputs = {};
export type Pin_Tray_SectionInputs = {};
export type Project_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Project_GoneInputs = {};
export type Projects_By_CustomerInputs = {};
export type Projects_UnitInputs = {
    count: NonNullable<unknown>;
};
export type Rate_Per_HourInputs = {
    amount: NonNullable<unknown>;
};
export type Refresh_ProjectsInputs = {};
export type Refresh_TitleInputs = {
    shortcut: NonNullable<unknown>;
};
export type RefreshingInputs = {};
export type RemoveInputs = {};
export type Remove_Account_DetailInputs = {};
export type Remove_Account_MenuInputs = {};
export type Remove_Account_TitleInputs = {
    label: NonNullable<unknown>;
};
export type RemovingInputs = {};
export type RenameInputs = {};
export type Rename_BlankInputs = {};
export type Rename_CustomerInputs = {
    label: NonNullable<unknown>;
};
export type Rename_New_Name_ForInputs = {
    label: NonNullable<unknown>;
};
export type RetryInputs = {};
export type RetryingInputs = {};
export type Round_To_ChoiceInputs = {
    minutes: NonNullable<unknown>;
};
export type Round_To_HintInputs = {};
export type Round_To_LabelInputs = {};
export type Round_To_NoneInputs = {};
export type SaveInputs = {};
export type SavedInputs = {};
export type Saved_List_NoteInputs = {};
export type Saved_List_Note_FromInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type SavingInputs = {};
export type Search_HintInputs = {};
export type Search_LabelInputs = {};
export type Search_PlaceholderInputs = {};
export type Service_AddressInputs = {};
export type Set_ShortcutInputs = {};
export type SettingsInputs = {};
export type Settings_And_Health_LinkInputs = {};
export type Settings_ProblemsInputs = {};
export type Shell_Account_ItemInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
};
export type Shell_Account_Item_Signed_OutInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
};
export type Shell_Add_AccountInputs = {};
export type Shell_Ca_Dialog_ButtonInputs = {};
export type Shell_Ca_Dialog_Filter_AllInputs = {};
export type Shell_Ca_Dialog_Filter_PemInputs = {};
export type Shell_Ca_Dialog_TitleInputs = {};
export type Shell_Keychain_LockedInputs = {};
export type Shell_Keychain_MacosInputs = {};
export type Shell_Keychain_WindowsInputs = {};
export type Shell_Login_Needs_ApprovalInputs = {
    place: NonNullable<unknown>;
};
export type Shell_Login_Not_ConfirmedInputs = {
    file: NonNullable<unknown>;
};
export type Shell_Login_Off_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Login_On_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Login_Place_MacosInputs = {};
export type Shell_Login_Place_WindowsInputs = {};
export type Shell_Login_System_Says_OffInputs = {
    place: NonNullable<unknown>;
};
export type Shell_Login_System_Says_OnInputs = {
    place: NonNullable<unknown>;
};
export type Shell_Login_UnavailableInputs = {
    platform: NonNullable<unknown>;
};
export type Shell_More_CustomersInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Shell_More_In_GroupInputs = {
    countText: NonNullable<unknown>;
};
export type Shell_No_Active_ProjectsInputs = {};
export type Shell_No_ProjectsInputs = {};
export type Shell_No_Tray_Host_DetailInputs = {
    watcher: NonNullable<unknown>;
};
export type Shell_No_Tray_Host_MessageInputs = {};
export type Shell_No_Tray_Host_TitleInputs = {};
export type Shell_Not_Refreshed_YetInputs = {};
export type Shell_Not_Signed_InInputs = {};
export type Shell_OpenInputs = {};
export type Shell_Period_Budget_CycleInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Shell_Period_Budget_MonthInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Shell_Period_Budget_WeekInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Shell_Periods_LineInputs = {
    today: NonNullable<unknown>;
    week: NonNullable<unknown>;
};
export type Shell_Periods_Not_OfferedInputs = {};
export type Shell_Periods_PartialInputs = {
    line: NonNullable<unknown>;
};
export type Shell_Pinned_CycleInputs = {
    item: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Shell_Project_ItemInputs = {
    name: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Shell_Project_Item_ArchivedInputs = {
    name: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Shell_QuitInputs = {};
export type Shell_RecentInputs = {};
export type Shell_RefreshInputs = {};
export type Shell_Shortcut_InvalidInputs = {
    accelerator: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Shell_Shortcut_Refused_WaylandInputs = {
    accelerator: NonNullable<unknown>;
};
export type Shell_Shortcut_TakenInputs = {
    accelerator: NonNullable<unknown>;
};
export type Shell_Show_AllInputs = {};
export type Shell_Sign_InInputs = {};
export type Shell_Sign_Out_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Start_Failure_TitleInputs = {};
export type Shell_Start_Unexpected_ErrorInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Start_Unexpected_Error_AtInputs = {
    name: NonNullable<unknown>;
    frame: NonNullable<unknown>;
};
export type Shell_Start_Unexpected_ValueInputs = {
    type: NonNullable<unknown>;
};
export type Shell_StartingInputs = {};
export type Shell_Switch_Account_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Tooltip_ProjectsInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Shell_Tooltip_Signed_OutInputs = {};
export type Shell_Tray_Icon_MissingInputs = {
    file: NonNullable<unknown>;
};
export type Shell_Updated_AgoInputs = {
    age: NonNullable<unknown>;
};
export type Shell_Updated_AtInputs = {
    time: NonNullable<unknown>;
};
export type Shell_Updated_OnInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Shortcut_HintInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_Hint_WaylandInputs = {};
export type Shortcut_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_RefusedInputs = {
    text: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Shortcut_SavedInputs = {};
export type Shortcut_Turned_OffInputs = {};
export type Show_ArchivedInputs = {};
export type Show_Archived_ProjectsInputs = {};
export type Sign_InInputs = {};
export type Sign_In_Adding_TitleInputs = {};
export type Sign_In_Again_TitleInputs = {};
export type Sign_In_TitleInputs = {};
export type Sign_In_What_To_CheckInputs = {
    accountId: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Sign_In_What_To_Check_ShortInputs = {};
export type Sign_OutInputs = {};
export type Signing_InInputs = {};
export type State_Load_FailedInputs = {};
export type Status_ActiveInputs = {};
export type Status_ArchivedInputs = {};
export type The_ServiceInputs = {};
export type Token_TitleInputs = {};
export type Token_WarningInputs = {};
export type Tray_Title_OffInputs = {};
export type Tray_Title_TodayInputs = {};
export type Tray_Title_WeekInputs = {};
export type Try_AgainInputs = {};
export type TryingInputs = {};
export type Turn_OffInputs = {};
export type Unpin_ButtonInputs = {};
export type Unpin_ProjectInputs = {
    name: NonNullable<unknown>;
};
export type Unrevoked_NoticeInputs = {};
export type UpdatedInputs = {};
export type Use_TokenInputs = {};
export type Use_Token_LinkInputs = {};
export type Webapp_OpenInputs = {};
export type Webapp_Open_InInputs = {};
export type Webapp_Tray_OpenInputs = {};
export type Week_Start_AutoInputs = {};
export type Week_Start_MondayInputs = {};
export type Week_Start_SundayInputs = {};
export type Window_TitleInputs = {};
export type Work_Days_HintInputs = {};
export type Work_Days_LabelInputs = {};
export type Work_Days_NoneInputs = {};
