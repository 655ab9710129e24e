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
export const customer_fallback: (inputs: Customer_FallbackInputs) => LocalizedString;
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
export const doctor_ca_choose_again: (inputs: Doctor_Ca_Choose_AgainInputs) => LocalizedString;
export const doctor_ca_expires_soon: (inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString;
export const doctor_ca_fine: (inputs: Doctor_Ca_FineInputs) => LocalizedString;
export const doctor_ca_give_flag_again: (inputs: Doctor_Ca_Give_Flag_AgainInputs) => LocalizedString;
export const doctor_ca_none: (inputs: Doctor_Ca_NoneInputs) => LocalizedString;
export const doctor_ca_one_expired: (inputs: Doctor_Ca_One_ExpiredInputs) => LocalizedString;
export const doctor_ca_renew_fix: (inputs: Doctor_Ca_Renew_FixInputs) => LocalizedString;
export const doctor_ca_unusable: (inputs: Doctor_Ca_UnusableInputs) => LocalizedString;
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
export type Customer_FallbackInputs = {
    id: NonNullable<unknown>;
};
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
export type Doctor_Ca_Choose_AgainInputs = {};
export type Doctor_Ca_Expires_SoonInputs = {
    file: NonNullable<unknown>;
    name: NonNullable<unknown>;
    days: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_FineInputs = {
    file: NonNullable<unknown>;
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
export type Doctor_Ca_Give_Flag_AgainInputs = {};
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
