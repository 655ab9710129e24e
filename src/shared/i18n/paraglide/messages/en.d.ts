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
export const ca_file_hint: (inputs: Ca_File_HintInputs) => LocalizedString;
export const ca_file_removed: (inputs: Ca_File_RemovedInputs) => LocalizedString;
export const ca_file_saved: (inputs: Ca_File_SavedInputs) => LocalizedString;
export const call_failed: (inputs: Call_FailedInputs) => LocalizedString;
export const cancel: (inputs: CancelInputs) => LocalizedString;
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
export const cli_accepted_interval: (inputs: Cli_Accepted_IntervalInputs) => LocalizedString;
export const cli_accepted_language: (inputs: Cli_Accepted_LanguageInputs) => LocalizedString;
export const cli_accepted_shortcut: (inputs: Cli_Accepted_ShortcutInputs) => LocalizedString;
export const cli_accepts: (inputs: Cli_AcceptsInputs) => LocalizedString;
export const cli_account_key_line: (inputs: Cli_Account_Key_LineInputs) => LocalizedString;
export const cli_account_line: (inputs: Cli_Account_LineInputs) => LocalizedString;
export const cli_archived_flag: (inputs: Cli_Archived_FlagInputs) => LocalizedString;
export const cli_argument_count: (inputs: Cli_Argument_CountInputs) => LocalizedString;
export const cli_argument_range: (inputs: Cli_Argument_RangeInputs) => LocalizedString;
export const cli_ask_account_id: (inputs: Cli_Ask_Account_IdInputs) => LocalizedString;
export const cli_ask_account_id_login: (inputs: Cli_Ask_Account_Id_LoginInputs) => LocalizedString;
export const cli_ask_email: (inputs: Cli_Ask_EmailInputs) => LocalizedString;
export const cli_ask_password: (inputs: Cli_Ask_PasswordInputs) => LocalizedString;
export const cli_ask_service_address: (inputs: Cli_Ask_Service_AddressInputs) => LocalizedString;
export const cli_ask_token: (inputs: Cli_Ask_TokenInputs) => LocalizedString;
export const cli_bad_shortcut: (inputs: Cli_Bad_ShortcutInputs) => LocalizedString;
export const cli_billable_by: (inputs: Cli_Billable_ByInputs) => LocalizedString;
export const cli_ca_file_flag: (inputs: Cli_Ca_File_FlagInputs) => LocalizedString;
export const cli_ca_unusable: (inputs: Cli_Ca_UnusableInputs) => LocalizedString;
export const cli_cancelled: (inputs: Cli_CancelledInputs) => LocalizedString;
export const cli_command_accepts: (inputs: Cli_Command_AcceptsInputs) => LocalizedString;
export const cli_config_now: (inputs: Cli_Config_NowInputs) => LocalizedString;
export const cli_config_usage: (inputs: Cli_Config_UsageInputs) => LocalizedString;
export const cli_customer_group: (inputs: Cli_Customer_GroupInputs) => LocalizedString;
export const cli_customer_number: (inputs: Cli_Customer_NumberInputs) => LocalizedString;
export const cli_customer_renamed: (inputs: Cli_Customer_RenamedInputs) => LocalizedString;
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
export const cli_no_customer: (inputs: Cli_No_CustomerInputs) => LocalizedString;
export const cli_no_password_given: (inputs: Cli_No_Password_GivenInputs) => LocalizedString;
export const cli_no_terminal_password: (inputs: Cli_No_Terminal_PasswordInputs) => LocalizedString;
export const cli_no_terminal_secret: (inputs: Cli_No_Terminal_SecretInputs) => LocalizedString;
export const cli_no_token_given: (inputs: Cli_No_Token_GivenInputs) => LocalizedString;
export const cli_not_an_option_of: (inputs: Cli_Not_An_Option_OfInputs) => LocalizedString;
export const cli_not_cached: (inputs: Cli_Not_CachedInputs) => LocalizedString;
export const cli_not_in_account: (inputs: Cli_Not_In_AccountInputs) => LocalizedString;
export const cli_not_saved: (inputs: Cli_Not_SavedInputs) => LocalizedString;
export const cli_notes_doctor: (inputs: Cli_Notes_DoctorInputs) => LocalizedString;
export const cli_notes_project: (inputs: Cli_Notes_ProjectInputs) => LocalizedString;
export const cli_notes_projects: (inputs: Cli_Notes_ProjectsInputs) => LocalizedString;
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
export const cli_opt_user_agent: (inputs: Cli_Opt_User_AgentInputs) => LocalizedString;
export const cli_opt_version: (inputs: Cli_Opt_VersionInputs) => LocalizedString;
export const cli_option_required: (inputs: Cli_Option_RequiredInputs) => LocalizedString;
export const cli_output_failed: (inputs: Cli_Output_FailedInputs) => LocalizedString;
export const cli_password_stdin_empty: (inputs: Cli_Password_Stdin_EmptyInputs) => LocalizedString;
export const cli_per_hour: (inputs: Cli_Per_HourInputs) => LocalizedString;
export const cli_projects_archived_hidden: (inputs: Cli_Projects_Archived_HiddenInputs) => LocalizedString;
export const cli_projects_count: (inputs: Cli_Projects_CountInputs) => LocalizedString;
export const cli_projects_none: (inputs: Cli_Projects_NoneInputs) => LocalizedString;
export const cli_projects_none_active: (inputs: Cli_Projects_None_ActiveInputs) => LocalizedString;
export const cli_projects_none_saved: (inputs: Cli_Projects_None_SavedInputs) => LocalizedString;
export const cli_projects_not_listed: (inputs: Cli_Projects_Not_ListedInputs) => LocalizedString;
export const cli_projects_skipped: (inputs: Cli_Projects_SkippedInputs) => LocalizedString;
export const cli_quote_label: (inputs: Cli_Quote_LabelInputs) => LocalizedString;
export const cli_quote_name: (inputs: Cli_Quote_NameInputs) => LocalizedString;
export const cli_removed_not_signed_in: (inputs: Cli_Removed_Not_Signed_InInputs) => LocalizedString;
export const cli_removed_not_told: (inputs: Cli_Removed_Not_ToldInputs) => LocalizedString;
export const cli_removed_revoked: (inputs: Cli_Removed_RevokedInputs) => LocalizedString;
export const cli_saved_details_notice: (inputs: Cli_Saved_Details_NoticeInputs) => LocalizedString;
export const cli_saved_list_notice: (inputs: Cli_Saved_List_NoticeInputs) => LocalizedString;
export const cli_see_command_help: (inputs: Cli_See_Command_HelpInputs) => LocalizedString;
export const cli_see_help: (inputs: Cli_See_HelpInputs) => LocalizedString;
export const cli_setting_refused: (inputs: Cli_Setting_RefusedInputs) => LocalizedString;
export const cli_several_accounts: (inputs: Cli_Several_AccountsInputs) => LocalizedString;
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
export const cli_status_keychain_unavailable: (inputs: Cli_Status_Keychain_UnavailableInputs) => LocalizedString;
export const cli_status_no_account: (inputs: Cli_Status_No_AccountInputs) => LocalizedString;
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
export const cli_what_to_check: (inputs: Cli_What_To_CheckInputs) => LocalizedString;
export const cli_yes: (inputs: Cli_YesInputs) => LocalizedString;
export const copied: (inputs: CopiedInputs) => LocalizedString;
export const copy_hint: (inputs: Copy_HintInputs) => LocalizedString;
export const copy_summary: (inputs: Copy_SummaryInputs) => LocalizedString;
export const customer_fallback: (inputs: Customer_FallbackInputs) => LocalizedString;
export const details_saved_earlier: (inputs: Details_Saved_EarlierInputs) => LocalizedString;
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
export const label_value: (inputs: Label_ValueInputs) => LocalizedString;
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
export const no_ca_file: (inputs: No_Ca_FileInputs) => LocalizedString;
export const no_customer: (inputs: No_CustomerInputs) => LocalizedString;
export const no_match: (inputs: No_MatchInputs) => LocalizedString;
export const no_match_archived: (inputs: No_Match_ArchivedInputs) => LocalizedString;
export const no_projects: (inputs: No_ProjectsInputs) => LocalizedString;
export const not_billable: (inputs: Not_BillableInputs) => LocalizedString;
export const not_refreshed_yet: (inputs: Not_Refreshed_YetInputs) => LocalizedString;
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
export const shortcut_hint: (inputs: Shortcut_HintInputs) => LocalizedString;
export const shortcut_hint_wayland: (inputs: Shortcut_Hint_WaylandInputs) => LocalizedString;
export const shortcut_placeholder: (inputs: Shortcut_PlaceholderInputs) => LocalizedString;
export const shortcut_saved: (inputs: Shortcut_SavedInputs) => LocalizedString;
export const shortcut_turned_off: (inputs: Shortcut_Turned_OffInputs) => LocalizedString;
export const show_archived: (inputs: Show_ArchivedInputs) => LocalizedString;
export const show_archived_projects: (inputs: Show_Archived_ProjectsInputs) => LocalizedString;
export const sign_in: (inputs: Sign_InInputs) => LocalizedString;
export const sign_in_adding_title: (inputs: Sign_In_Adding_TitleInputs) => LocalizedString;
export const sign_in_again_title: (inputs: Sign_In_Again_TitleInputs) => LocalizedString;
export const sign_in_title: (inputs: Sign_In_TitleInputs) => LocalizedString;
export const sign_out: (inputs: Sign_OutInputs) => LocalizedString;
export const signing_in: (inputs: Signing_InInputs) => LocalizedString;
export const state_load_failed: (inputs: State_Load_FailedInputs) => LocalizedString;
export const status_active: (inputs: Status_ActiveInputs) => LocalizedString;
export const status_archived: (inputs: Status_ArchivedInputs) => LocalizedString;
export const the_service: (inputs: The_ServiceInputs) => LocalizedString;
export const token_title: (inputs: Token_TitleInputs) => LocalizedString;
export const token_warning: (inputs: Token_WarningInputs) => LocalizedString;
export const try_again: (inputs: Try_AgainInputs) => LocalizedString;
export const trying: (inputs: TryingInputs) => LocalizedString;
export const turn_off: (inputs: Turn_OffInputs) => LocalizedString;
export const unrevoked_notice: (inputs: Unrevoked_NoticeInputs) => LocalizedString;
export const updated: (inputs: UpdatedInputs) => LocalizedString;
export const use_token: (inputs: Use_TokenInputs) => LocalizedString;
export const use_token_link: (inputs: Use_Token_LinkInputs) => LocalizedString;
export const window_title: (inputs: Window_TitleInputs) => LocalizedString;
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
};
export type Another_Account_Or_AddressInputs = {};
export type Archived_BadgeInputs = {};
export type As_OfInputs = {
    time: NonNullable<unknown>;
};
export type As_Of_RefreshingInputs = {
    time: NonNullable<unknown>;
};
export type BackInputs = {};
export type Banner_Saved_ListInputs = {
    time: NonNullable<unknown>;
};
export type BillableInputs = {};
export type Billable_By_PersonInputs = {};
export type Billable_By_ProjectInputs = {};
export type Bridge_MissingInputs = {};
export type Ca_File_HintInputs = {};
export type Ca_File_RemovedInputs = {};
export type Ca_File_SavedInputs = {};
export type Call_FailedInputs = {};
export type CancelInputs = {};
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
export type Cli_Accepted_IntervalInputs = {};
export type Cli_Accepted_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_ShortcutInputs = {};
export type Cli_AcceptsInputs = {
    options: NonNullable<unknown>;
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
export type Cli_Archived_FlagInputs = {};
export type Cli_Argument_CountInputs = {
    usage: NonNullable<unknown>;
    expected: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Cli_Argument_RangeInputs = {
    least: NonNullable<unknown>;
    most: NonNullable<unknown>;
};
export type Cli_Ask_Account_IdInputs = {};
export type Cli_Ask_Account_Id_LoginInputs = {};
export type Cli_Ask_EmailInputs = {};
export type Cli_Ask_PasswordInputs = {};
export type Cli_Ask_Service_AddressInputs = {};
export type Cli_Ask_TokenInputs = {};
export type Cli_Bad_ShortcutInputs = {
    text: NonNullable<unknown>;
};
export type Cli_Billable_ByInputs = {
    billBy: NonNullable<unknown>;
};
export type Cli_Ca_File_FlagInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Ca_UnusableInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_CancelledInputs = {};
export type Cli_Command_AcceptsInputs = {
    command: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Cli_Config_NowInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli_Config_UsageInputs = {};
export type Cli_Customer_GroupInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Cli_Customer_NumberInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Customer_RenamedInputs = {
    id: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Cli_Details_CachedInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Details_FetchedInputs = {
    when: NonNullable<unknown>;
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
};
export type Cli_List_RefreshedInputs = {
    when: NonNullable<unknown>;
};
export type Cli_List_SavedInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Logout_Not_Signed_InInputs = {
    label: NonNullable<unknown>;
};
export type Cli_Logout_Not_ToldInputs = {};
export type Cli_Logout_RevokedInputs = {};
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
export type Cli_No_CustomerInputs = {};
export type Cli_No_Password_GivenInputs = {};
export type Cli_No_Terminal_PasswordInputs = {};
export type Cli_No_Terminal_SecretInputs = {};
export type Cli_No_Token_GivenInputs = {};
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
export type Cli_Opt_User_AgentInputs = {};
export type Cli_Opt_VersionInputs = {};
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
export type Cli_Projects_Archived_HiddenInputs = {
    count: NonNullable<unknown>;
};
export type Cli_Projects_CountInputs = {
    count: NonNullable<unknown>;
};
export type Cli_Projects_NoneInputs = {};
export type Cli_Projects_None_ActiveInputs = {};
export type Cli_Projects_None_SavedInputs = {};
export type Cli_Projects_Not_ListedInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Projects_SkippedInputs = {
    count: NonNullable<unknown>;
};
export type Cli_Quote_LabelInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Quote_NameInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Removed_Not_Signed_InInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_Not_ToldInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_RevokedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Saved_Details_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
};
export type Cli_Saved_List_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
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
export type Cli_Signed_In_AsInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    projects: NonNullable<unknown>;
    key: NonNullable<unknown>;
};
export type Cli_Signed_In_CountInputs = {
    count: NonNullable<unknown>;
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
};
export type Cli_Status_Cached_RefreshedInputs = {
    count: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Cli_Status_Keychain_UnavailableInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Status_No_AccountInputs = {};
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
export type Cli_What_To_CheckInputs = {
    example: NonNullable<unknown>;
};
export type Cli_YesInputs = {};
export type CopiedInputs = {};
export type Copy_HintInputs = {
    shortcut: NonNullable<unknown>;
};
export type Copy_SummaryInputs = {};
export type Customer_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Details_Saved_EarlierInputs = {};
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
export type Label_ValueInputs = {};
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
export type SaveInputs = {};
export type SavedInputs = {};
export type Saved_List_NoteInputs = {};
export type Saved_List_Note_FromInputs = {
    time: NonNullable<unknown>;
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
export type Shortcut_HintInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_Hint_WaylandInputs = {};
export type Shortcut_PlaceholderInputs = {
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
export type Sign_OutInputs = {};
export type Signing_InInputs = {};
export type State_Load_FailedInputs = {};
export type Status_ActiveInputs = {};
export type Status_ArchivedInputs = {};
export type The_ServiceInputs = {};
export type Token_TitleInputs = {};
export type Token_WarningInputs = {};
export type Try_AgainInputs = {};
export type TryingInputs = {};
export type Turn_OffInputs = {};
export type Unrevoked_NoticeInputs = {};
export type UpdatedInputs = {};
export type Use_TokenInputs = {};
export type Use_Token_LinkInputs = {};
export type Window_TitleInputs = {};
