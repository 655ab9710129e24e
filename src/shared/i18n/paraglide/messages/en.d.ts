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
export const core_api_redirect: (inputs: Core_Api_RedirectInputs) => LocalizedString;
export const core_api_redirect_elsewhere: (inputs: Core_Api_Redirect_ElsewhereInputs) => LocalizedString;
export const core_api_refused: (inputs: Core_Api_RefusedInputs) => LocalizedString;
export const core_api_retry_in: (inputs: Core_Api_Retry_InInputs) => LocalizedString;
export const core_api_server_failed: (inputs: Core_Api_Server_FailedInputs) => LocalizedString;
export const core_api_session_ended_because: (inputs: Core_Api_Session_Ended_BecauseInputs) => LocalizedString;
export const core_api_unavailable: (inputs: Core_Api_UnavailableInputs) => LocalizedString;
export const core_api_user_agent_unsendable: (inputs: Core_Api_User_Agent_UnsendableInputs) => LocalizedString;
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
export const core_input_invalid: (inputs: Core_Input_InvalidInputs) => LocalizedString;
export const core_internal: (inputs: Core_InternalInputs) => LocalizedString;
export const core_keychain_failed_delete: (inputs: Core_Keychain_Failed_DeleteInputs) => LocalizedString;
export const core_keychain_failed_read: (inputs: Core_Keychain_Failed_ReadInputs) => LocalizedString;
export const core_keychain_failed_store: (inputs: Core_Keychain_Failed_StoreInputs) => LocalizedString;
export const core_keychain_locked: (inputs: Core_Keychain_LockedInputs) => LocalizedString;
export const core_keychain_locked_unknown: (inputs: Core_Keychain_Locked_UnknownInputs) => LocalizedString;
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
export const core_left_behind: (inputs: Core_Left_BehindInputs) => LocalizedString;
export const core_left_saved_details: (inputs: Core_Left_Saved_DetailsInputs) => LocalizedString;
export const core_left_saved_list: (inputs: Core_Left_Saved_ListInputs) => LocalizedString;
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
export const core_pref_boolean: (inputs: Core_Pref_BooleanInputs) => LocalizedString;
export const core_pref_ca_file_relative: (inputs: Core_Pref_Ca_File_RelativeInputs) => LocalizedString;
export const core_pref_language: (inputs: Core_Pref_LanguageInputs) => LocalizedString;
export const core_pref_not_object: (inputs: Core_Pref_Not_ObjectInputs) => LocalizedString;
export const core_pref_refresh_interval: (inputs: Core_Pref_Refresh_IntervalInputs) => LocalizedString;
export const core_pref_shortcut: (inputs: Core_Pref_ShortcutInputs) => LocalizedString;
export const core_project_id_not_number: (inputs: Core_Project_Id_Not_NumberInputs) => LocalizedString;
export const core_project_id_not_positive: (inputs: Core_Project_Id_Not_PositiveInputs) => LocalizedString;
export const core_project_id_not_whole: (inputs: Core_Project_Id_Not_WholeInputs) => LocalizedString;
export const core_project_id_too_large: (inputs: Core_Project_Id_Too_LargeInputs) => LocalizedString;
export const core_project_ids_not_list: (inputs: Core_Project_Ids_Not_ListInputs) => LocalizedString;
export const core_project_ids_too_many: (inputs: Core_Project_Ids_Too_ManyInputs) => LocalizedString;
export const core_project_needs_name: (inputs: Core_Project_Needs_NameInputs) => LocalizedString;
export const core_project_no_fields: (inputs: Core_Project_No_FieldsInputs) => LocalizedString;
export const core_project_nothing_to_change: (inputs: Core_Project_Nothing_To_ChangeInputs) => LocalizedString;
export const core_request_not_understood: (inputs: Core_Request_Not_UnderstoodInputs) => LocalizedString;
export const core_session_ended: (inputs: Core_Session_EndedInputs) => LocalizedString;
export const core_settings_bad_shape: (inputs: Core_Settings_Bad_ShapeInputs) => LocalizedString;
export const core_settings_moved_to: (inputs: Core_Settings_Moved_ToInputs) => LocalizedString;
export const core_settings_newer: (inputs: Core_Settings_NewerInputs) => LocalizedString;
export const core_settings_not_json: (inputs: Core_Settings_Not_JsonInputs) => LocalizedString;
export const core_settings_not_moved: (inputs: Core_Settings_Not_MovedInputs) => LocalizedString;
export const core_settings_reset: (inputs: Core_Settings_ResetInputs) => LocalizedString;
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
export const core_user_agent_exact: (inputs: Core_User_Agent_ExactInputs) => LocalizedString;
export const core_user_agent_not_text: (inputs: Core_User_Agent_Not_TextInputs) => LocalizedString;
export const core_user_agent_too_long: (inputs: Core_User_Agent_Too_LongInputs) => LocalizedString;
export const core_what_new_project: (inputs: Core_What_New_ProjectInputs) => LocalizedString;
export const core_what_project: (inputs: Core_What_ProjectInputs) => LocalizedString;
export const core_what_project_list: (inputs: Core_What_Project_ListInputs) => LocalizedString;
export const core_what_sign_in: (inputs: Core_What_Sign_InInputs) => LocalizedString;
export const core_what_updated_project: (inputs: Core_What_Updated_ProjectInputs) => LocalizedString;
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
export type Core_Api_RedirectInputs = {
    status: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Core_Api_Redirect_ElsewhereInputs = {};
export type Core_Api_RefusedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Retry_InInputs = {
    message: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Api_Server_FailedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Session_Ended_BecauseInputs = {
    server: NonNullable<unknown>;
};
export type Core_Api_UnavailableInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_User_Agent_UnsendableInputs = {};
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
export type Core_Left_BehindInputs = {
    what: NonNullable<unknown>;
};
export type Core_Left_Saved_DetailsInputs = {};
export type Core_Left_Saved_ListInputs = {};
export type Core_Left_SettingsInputs = {};
export type Core_List_No_Readable_ItemInputs = {
    count: NonNullable<unknown>;
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
export type Core_Pref_BooleanInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Core_Pref_Ca_File_RelativeInputs = {};
export type Core_Pref_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Not_ObjectInputs = {};
export type Core_Pref_Refresh_IntervalInputs = {};
export type Core_Pref_ShortcutInputs = {};
export type Core_Project_Id_Not_NumberInputs = {};
export type Core_Project_Id_Not_PositiveInputs = {};
export type Core_Project_Id_Not_WholeInputs = {};
export type Core_Project_Id_Too_LargeInputs = {};
export type Core_Project_Ids_Not_ListInputs = {};
export type Core_Project_Ids_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Core_Project_Needs_NameInputs = {};
export type Core_Project_No_FieldsInputs = {};
export type Core_Project_Nothing_To_ChangeInputs = {};
export type Core_Request_Not_UnderstoodInputs = {};
export type Core_Session_EndedInputs = {};
export type Core_Settings_Bad_ShapeInputs = {};
export type Core_Settings_Moved_ToInputs = {
    aside: NonNullable<unknown>;
};
export type Core_Settings_NewerInputs = {};
export type Core_Settings_Not_JsonInputs = {};
export type Core_Settings_Not_MovedInputs = {};
export type Core_Settings_ResetInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
    where: NonNullable<unknown>;
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
export type Core_User_Agent_ExactInputs = {};
export type Core_User_Agent_Not_TextInputs = {};
export type Core_User_Agent_Too_LongInputs = {};
export type Core_What_New_ProjectInputs = {};
export type Core_What_ProjectInputs = {};
export type Core_What_Project_ListInputs = {};
export type Core_What_Sign_InInputs = {};
export type Core_What_Updated_ProjectInputs = {};
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
