// Made by scripts/i18n-compile.mjs from messages/en.js: the window area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
about: /** @type {(inputs: AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
},

about_cache: /** @type {(inputs: About_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache`)
},

about_keychain: /** @type {(inputs: About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain`)
},

about_logs: /** @type {(inputs: About_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logs`)
},

about_settings_folder: /** @type {(inputs: About_Settings_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings folder`)
},

about_user_agent: /** @type {(inputs: About_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent`)
},

about_version: /** @type {(inputs: About_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
},

account_id_hint_end: /** @type {(inputs: Account_Id_Hint_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the web app’s address, e.g.`)
},

account_id_hint_start: /** @type {(inputs: Account_Id_Hint_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code after`)
},

account_label: /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account:`)
},

account_signed_out: /** @type {(inputs: Account_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account} — signed out`)
},

accounts: /** @type {(inputs: AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts`)
},

add_account: /** @type {(inputs: Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add account`)
},

add_account_menu: /** @type {(inputs: Add_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add account…`)
},

age_at: /** @type {(inputs: Age_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.date}`)
},

age_days: /** @type {(inputs: Age_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 day ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} days ago`);
	return /** @type {LocalizedString} */ ("age_days");
},

age_hours: /** @type {(inputs: Age_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} h ago`)
},

age_just_now: /** @type {(inputs: Age_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just now`)
},

age_minutes: /** @type {(inputs: Age_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} min ago`)
},

all_archived: /** @type {(inputs: All_ArchivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The only project is archived — tick “Show archived” to see it.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`All ${i?.countText} projects are archived — tick “Show archived” to see them.`);
	return /** @type {LocalizedString} */ ("all_archived");
},

another_account_or_address: /** @type {(inputs: Another_Account_Or_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another account or address`)
},

archived_badge: /** @type {(inputs: Archived_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archived`)
},

as_of: /** @type {(inputs: As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.when}`)
},

as_of_refreshing: /** @type {(inputs: As_Of_RefreshingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.when} · refreshing…`)
},

back: /** @type {(inputs: BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
},

banner_saved_list: /** @type {(inputs: Banner_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the saved list from ${i?.when}.`)
},

billable: /** @type {(inputs: BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable`)
},

billable_by_person: /** @type {(inputs: Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable, by person`)
},

billable_by_project: /** @type {(inputs: Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable, by project`)
},

bridge_missing: /** @type {(inputs: Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray’s bridge is missing: this page only works inside the app.`)
},

budget_alerts_hint: /** @type {(inputs: Budget_Alerts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A notification when a project passes 80% and 100% of its budget.`)
},

budget_alerts_label: /** @type {(inputs: Budget_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget alerts`)
},

budget_both_empty: /** @type {(inputs: Budget_Both_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give hours, a value or both. To have no budget, use “Clear budget”.`)
},

budget_change: /** @type {(inputs: Budget_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change…`)
},

budget_change_button: /** @type {(inputs: Budget_Change_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change budget…`)
},

budget_change_named: /** @type {(inputs: Budget_Change_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change the budget of ${i?.name}`)
},

budget_chip_label: /** @type {(inputs: Budget_Chip_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget per period of ${i?.name}: ${i?.summary}`)
},

budget_clear_button: /** @type {(inputs: Budget_Clear_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear budget`)
},

budget_cleared: /** @type {(inputs: Budget_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget cleared.`)
},

budget_currency_hint: /** @type {(inputs: Budget_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Rabbiit API does not name a currency. Choose one to show values and rates in it, written the way your language writes money.`)
},

budget_currency_label: /** @type {(inputs: Budget_Currency_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
},

budget_currency_none: /** @type {(inputs: Budget_Currency_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None (plain numbers)`)
},

budget_customer_card_heading: /** @type {(inputs: Budget_Customer_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer's budget per period`)
},

budget_editor_hint: /** @type {(inputs: Budget_Editor_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours, a value or both. Progress is the larger of the two.`)
},

budget_form_customers: /** @type {(inputs: Budget_Form_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers (all their projects)`)
},

budget_form_hint: /** @type {(inputs: Budget_Form_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours, a value or both; only this period's entries count, everyone's.`)
},

budget_form_per: /** @type {(inputs: Budget_Form_PerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts again every`)
},

budget_form_per_cycle: /** @type {(inputs: Budget_Form_Per_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`billing cycle`)
},

budget_form_per_month: /** @type {(inputs: Budget_Form_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`month`)
},

budget_form_per_week: /** @type {(inputs: Budget_Form_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`week`)
},

budget_form_projects: /** @type {(inputs: Budget_Form_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects`)
},

budget_form_target: /** @type {(inputs: Budget_Form_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For`)
},

budget_heading: /** @type {(inputs: Budget_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
},

budget_hours_field: /** @type {(inputs: Budget_Hours_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
},

budget_hours_field_invalid: /** @type {(inputs: Budget_Hours_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hours must be a number above 0 and at most ${i?.max}, e.g. 120 — or leave it empty.`)
},

budget_hours_limit: /** @type {(inputs: Budget_Hours_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
},

budget_hours_of: /** @type {(inputs: Budget_Hours_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of ${i?.hours} h`)
},

budget_hours_unknown: /** @type {(inputs: Budget_Hours_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h (hours not known yet)`)
},

budget_kind_customer: /** @type {(inputs: Budget_Kind_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
},

budget_kind_project: /** @type {(inputs: Budget_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
},

budget_last_line: /** @type {(inputs: Budget_Last_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: ${i?.used} — ${i?.percent}% of ${i?.limit}`)
},

budget_last_unknown: /** @type {(inputs: Budget_Last_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: not known yet`)
},

budget_limit_both: /** @type {(inputs: Budget_Limit_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} or ${i?.value}`)
},

budget_marker: /** @type {(inputs: Budget_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of budget`)
},

budget_near: /** @type {(inputs: Budget_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near the budget`)
},

budget_none: /** @type {(inputs: Budget_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No budget set.`)
},

budget_over: /** @type {(inputs: Budget_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over budget`)
},

budget_pace_ahead: /** @type {(inputs: Budget_Pace_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ahead — at this pace it runs out early`)
},

budget_pace_behind: /** @type {(inputs: Budget_Pace_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`behind — at this pace part of it goes unused`)
},

budget_pace_line: /** @type {(inputs: Budget_Pace_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gone}% of the working days gone: ${i?.pace}`)
},

budget_pace_on_pace: /** @type {(inputs: Budget_Pace_On_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on pace`)
},

budget_pace_slightly_ahead: /** @type {(inputs: Budget_Pace_Slightly_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`slightly ahead`)
},

budget_pace_slightly_behind: /** @type {(inputs: Budget_Pace_Slightly_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`slightly behind`)
},

budget_partial: /** @type {(inputs: Budget_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some days are not fetched yet: partial.`)
},

budget_per_cycle: /** @type {(inputs: Budget_Per_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} a billing cycle`)
},

budget_per_month: /** @type {(inputs: Budget_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} a month`)
},

budget_per_week: /** @type {(inputs: Budget_Per_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} a week`)
},

budget_period_card_heading: /** @type {(inputs: Budget_Period_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget per period`)
},

budget_period_used: /** @type {(inputs: Budget_Period_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: ${i?.used}`)
},

budget_progress_label: /** @type {(inputs: Budget_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget used`)
},

budget_remove: /** @type {(inputs: Budget_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
},

budget_remove_named: /** @type {(inputs: Budget_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the budget of ${i?.name}`)
},

budget_removed: /** @type {(inputs: Budget_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget removed.`)
},

budget_saved: /** @type {(inputs: Budget_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget saved.`)
},

budget_set_button: /** @type {(inputs: Budget_Set_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set budget…`)
},

budget_value_field: /** @type {(inputs: Budget_Value_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
},

budget_value_field_invalid: /** @type {(inputs: Budget_Value_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The value must be a number above 0 and at most ${i?.max}, e.g. 15000 — or leave it empty.`)
},

budget_value_of: /** @type {(inputs: Budget_Value_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.spent} of ${i?.budget}`)
},

budget_value_percent: /** @type {(inputs: Budget_Value_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of ${i?.budget}`)
},

budget_value_unknown: /** @type {(inputs: Budget_Value_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.budget} (value not known yet)`)
},

budgets_add_button: /** @type {(inputs: Budgets_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a budget per period…`)
},

budgets_lifetime_heading: /** @type {(inputs: Budgets_Lifetime_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project budgets`)
},

budgets_none: /** @type {(inputs: Budgets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No budget per period yet. Add one for a project or a whole customer — a retainer of 40 h a billing cycle, say.`)
},

budgets_not_offered: /** @type {(inputs: Budgets_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has no reports, so budgets per period cannot be measured.`)
},

budgets_period_heading: /** @type {(inputs: Budgets_Period_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budgets per period`)
},

budgets_view_title: /** @type {(inputs: Budgets_View_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budgets`)
},

ca_file_hint: /** @type {(inputs: Ca_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a network that inspects TLS: its CA certificate as a PEM file.`)
},

ca_file_removed: /** @type {(inputs: Ca_File_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA file removed.`)
},

ca_file_saved: /** @type {(inputs: Ca_File_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA file saved.`)
},

call_failed: /** @type {(inputs: Call_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not do that. Please try again.`)
},

cancel: /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
},

chart_day: /** @type {(inputs: Chart_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: ${i?.hours}`)
},

chart_day_unknown: /** @type {(inputs: Chart_Day_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: not fetched`)
},

chart_label: /** @type {(inputs: Chart_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your hours per day, ${i?.from} – ${i?.to}. The arrow keys read each day.`)
},

chart_label_team: /** @type {(inputs: Chart_Label_TeamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everyone's hours per day, ${i?.from} – ${i?.to}. The arrow keys read each day.`)
},

chart_today: /** @type {(inputs: Chart_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} (today)`)
},

check_accounts: /** @type {(inputs: Check_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
},

check_ca_file: /** @type {(inputs: Check_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA file`)
},

check_clock: /** @type {(inputs: Check_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clock`)
},

check_keychain: /** @type {(inputs: Check_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain`)
},

check_proxy: /** @type {(inputs: Check_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proxy`)
},

check_service: /** @type {(inputs: Check_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
},

check_session_type: /** @type {(inputs: Check_Session_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session`)
},

check_settings: /** @type {(inputs: Check_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings file`)
},

check_shortcut: /** @type {(inputs: Check_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcut`)
},

check_tray_host: /** @type {(inputs: Check_Tray_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tray icon`)
},

checking: /** @type {(inputs: CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
},

choose_ca_file: /** @type {(inputs: Choose_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose CA file…`)
},

copied: /** @type {(inputs: CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied ✓`)
},

copy_hint: /** @type {(inputs: Copy_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} · Markdown for a client update`)
},

copy_summary: /** @type {(inputs: Copy_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy summary`)
},

currency_name_pen: /** @type {(inputs: Currency_Name_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peruvian Sol`)
},

customer_fallback: /** @type {(inputs: Customer_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id}`)
},

cycle_start_day_choice: /** @type {(inputs: Cycle_Start_Day_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.day}`)
},

cycle_start_day_hint: /** @type {(inputs: Cycle_Start_Day_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day 1: the cycle is the calendar month. Hours by period, the tray and timetray report count in it.`)
},

details_saved_earlier: /** @type {(inputs: Details_Saved_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing the details Timetray saved earlier.`)
},

error_bad_response: /** @type {(inputs: Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent an answer Timetray could not read.`)
},

error_insecure_url: /** @type {(inputs: Error_Insecure_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must start with https://.`)
},

error_network: /** @type {(inputs: Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not reach the service. Check your internet connection.`)
},

error_other: /** @type {(inputs: Error_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong talking to the service.`)
},

error_rate_limited: /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service asked Timetray to slow down for a moment.`)
},

error_redirect: /** @type {(inputs: Error_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent Timetray elsewhere, which it does not follow for safety.`)
},

error_server: /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service had a problem on its side.`)
},

error_signed_out: /** @type {(inputs: Error_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed out.`)
},

error_timeout: /** @type {(inputs: Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service took too long to answer.`)
},

error_unauthorized: /** @type {(inputs: Error_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service ended this session.`)
},

health_all_fine: /** @type {(inputs: Health_All_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything looks fine.`)
},

health_check_button: /** @type {(inputs: Health_Check_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Health check…`)
},

health_checking: /** @type {(inputs: Health_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
},

health_fix: /** @type {(inputs: Health_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix:`)
},

health_found: /** @type {(inputs: Health_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.list} found.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.list} found.`);
	return /** @type {LocalizedString} */ ("health_found");
},

health_problems: /** @type {(inputs: Health_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} problem`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} problems`);
	return /** @type {LocalizedString} */ ("health_problems");
},

health_run: /** @type {(inputs: Health_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run checks`)
},

health_run_again: /** @type {(inputs: Health_Run_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run checks again`)
},

health_status_fail: /** @type {(inputs: Health_Status_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problem`)
},

health_status_ok: /** @type {(inputs: Health_Status_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
},

health_status_warn: /** @type {(inputs: Health_Status_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warning`)
},

health_title: /** @type {(inputs: Health_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Health`)
},

health_warnings: /** @type {(inputs: Health_WarningsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} warning`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} warnings`);
	return /** @type {LocalizedString} */ ("health_warnings");
},

hide_money: /** @type {(inputs: Hide_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide money amounts`)
},

hide_money_hint: /** @type {(inputs: Hide_Money_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates and values show as ••• in the window, the tray and copied summaries (for screen sharing).`)
},

interval_hour: /** @type {(inputs: Interval_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every hour`)
},

interval_manual: /** @type {(inputs: Interval_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only when I refresh`)
},

interval_minutes: /** @type {(inputs: Interval_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every ${i?.minutes} minutes`)
},

keychain_locked_title: /** @type {(inputs: Keychain_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain locked`)
},

label_account_id: /** @type {(inputs: Label_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account ID`)
},

label_api_base_url: /** @type {(inputs: Label_Api_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API base URL`)
},

label_billing: /** @type {(inputs: Label_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
},

label_changed: /** @type {(inputs: Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
},

label_created: /** @type {(inputs: Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
},

label_cycle_start_day: /** @type {(inputs: Label_Cycle_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing cycle starts on`)
},

label_description: /** @type {(inputs: Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
},

label_email: /** @type {(inputs: Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
},

label_extra_ca: /** @type {(inputs: Label_Extra_CaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra CA file`)
},

label_language: /** @type {(inputs: Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
},

label_members: /** @type {(inputs: Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
},

label_open_tasks: /** @type {(inputs: Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open tasks`)
},

label_password: /** @type {(inputs: Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
},

label_rate: /** @type {(inputs: Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
},

label_refresh_projects: /** @type {(inputs: Label_Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh projects`)
},

label_shortcut: /** @type {(inputs: Label_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global shortcut to open Timetray`)
},

label_time: /** @type {(inputs: Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
},

label_token: /** @type {(inputs: Label_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
},

label_token_user_agent: /** @type {(inputs: Label_Token_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent it was created with`)
},

label_tray_title: /** @type {(inputs: Label_Tray_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beside the tray icon`)
},

label_value: /** @type {(inputs: Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
},

label_week_start: /** @type {(inputs: Label_Week_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week starts on`)
},

language_auto: /** @type {(inputs: Language_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic (system language)`)
},

language_en: /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
},

language_pt_br: /** @type {(inputs: Language_Pt_BrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Português (Brasil)`)
},

last_used_days: /** @type {(inputs: Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last used ${i?.count} days ago`)
},

last_used_today: /** @type {(inputs: Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used today`)
},

last_used_unknown: /** @type {(inputs: Last_Used_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last use unknown`)
},

last_used_yesterday: /** @type {(inputs: Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used yesterday`)
},

launch_at_login: /** @type {(inputs: Launch_At_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Launch Timetray at login`)
},

loading: /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
},

loading_projects: /** @type {(inputs: Loading_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading projects…`)
},

money_hidden: /** @type {(inputs: Money_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hidden`)
},

no_ca_file: /** @type {(inputs: No_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: only the system’s trusted CAs.`)
},

no_customer: /** @type {(inputs: No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer`)
},

no_match: /** @type {(inputs: No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}”.`)
},

no_match_archived: /** @type {(inputs: No_Match_ArchivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}” among active projects (${i?.countText} archived one matches — tick “Show archived”).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}” among active projects (${i?.countText} archived ones match — tick “Show archived”).`);
	return /** @type {LocalizedString} */ ("no_match_archived");
},

no_projects: /** @type {(inputs: No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects yet.`)
},

not_billable: /** @type {(inputs: Not_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not billable`)
},

not_refreshed_yet: /** @type {(inputs: Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not refreshed yet`)
},

period_cycle: /** @type {(inputs: Period_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cycle`)
},

period_last_cycle: /** @type {(inputs: Period_Last_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last cycle`)
},

period_last_month: /** @type {(inputs: Period_Last_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last month`)
},

period_last_week: /** @type {(inputs: Period_Last_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last week`)
},

period_month: /** @type {(inputs: Period_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
},

period_today: /** @type {(inputs: Period_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
},

period_week: /** @type {(inputs: Period_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
},

periods_by_customer: /** @type {(inputs: Periods_By_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By customer`)
},

periods_by_project: /** @type {(inputs: Periods_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By project`)
},

periods_choice_label: /** @type {(inputs: Periods_Choice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
},

periods_empty: /** @type {(inputs: Periods_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No time recorded in this period.`)
},

periods_fetching: /** @type {(inputs: Periods_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fetching from the service…`)
},

periods_grouping_label: /** @type {(inputs: Periods_Grouping_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List`)
},

periods_heading: /** @type {(inputs: Periods_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your hours by period`)
},

periods_missing: /** @type {(inputs: Periods_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Some days could not be fetched (${i?.days}): the figures are partial.`)
},

periods_no_project: /** @type {(inputs: Periods_No_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No project`)
},

periods_none: /** @type {(inputs: Periods_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours by period appear after the next refresh.`)
},

periods_not_offered: /** @type {(inputs: Periods_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This service has no reports, so hours by period are not shown for this account.`)
},

periods_open_hint: /** @type {(inputs: Periods_Open_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter opens the project.`)
},

periods_partial: /** @type {(inputs: Periods_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some days could not be fetched: these hours are partial.`)
},

periods_rows_customers: /** @type {(inputs: Periods_Rows_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers with time in this period`)
},

periods_rows_projects: /** @type {(inputs: Periods_Rows_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects with time in this period`)
},

periods_saved_shown: /** @type {(inputs: Periods_Saved_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The saved figures are shown.`)
},

periods_total: /** @type {(inputs: Periods_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
},

periods_view_title: /** @type {(inputs: Periods_View_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours by period`)
},

periods_yours: /** @type {(inputs: Periods_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everyone's time; yours: ${i?.hours}`)
},

pin_button: /** @type {(inputs: Pin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin`)
},

pin_hint: /** @type {(inputs: Pin_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} pins or unpins`)
},

pin_project: /** @type {(inputs: Pin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin ${i?.name}`)
},

pin_section: /** @type {(inputs: Pin_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned`)
},

pin_state: /** @type {(inputs: Pin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pinned`)
},

project_fallback: /** @type {(inputs: Project_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id}`)
},

project_gone: /** @type {(inputs: Project_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This project no longer exists at the service — it was removed from the list.`)
},

projects_by_customer: /** @type {(inputs: Projects_By_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects by customer`)
},

projects_unit: /** @type {(inputs: Projects_UnitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`project`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`projects`);
	return /** @type {LocalizedString} */ ("projects_unit");
},

rate_per_hour: /** @type {(inputs: Rate_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / h`)
},

refresh_projects: /** @type {(inputs: Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh projects`)
},

refresh_title: /** @type {(inputs: Refresh_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refresh (${i?.shortcut})`)
},

refreshing: /** @type {(inputs: RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refreshing…`)
},

remove: /** @type {(inputs: RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
},

remove_account_detail: /** @type {(inputs: Remove_Account_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray ends its session at the service and forgets the account on this computer, with its budgets and pins: they are kept only here, so signing in again does not bring them back.`)
},

remove_account_menu: /** @type {(inputs: Remove_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this account…`)
},

remove_account_title: /** @type {(inputs: Remove_Account_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.label}?`)
},

removing: /** @type {(inputs: RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing…`)
},

rename: /** @type {(inputs: RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
},

rename_blank: /** @type {(inputs: Rename_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a new name, or press Esc to keep the current one.`)
},

rename_customer: /** @type {(inputs: Rename_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename customer ${i?.label}`)
},

rename_new_name_for: /** @type {(inputs: Rename_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New name for ${i?.label}`)
},

retry: /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
},

retrying: /** @type {(inputs: RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrying…`)
},

round_to_choice: /** @type {(inputs: Round_To_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} minutes`)
},

round_to_hint: /** @type {(inputs: Round_To_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only invoices (timetray report --invoice) round, each entry up; every other figure stays exact.`)
},

round_to_label: /** @type {(inputs: Round_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round invoice entries up to`)
},

round_to_none: /** @type {(inputs: Round_To_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exact (no rounding)`)
},

save: /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
},

saved: /** @type {(inputs: SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
},

saved_list_note: /** @type {(inputs: Saved_List_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the list below is the saved one.`)
},

saved_list_note_from: /** @type {(inputs: Saved_List_Note_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the list below is the saved one from ${i?.when}.`)
},

saving: /** @type {(inputs: SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
},

search_hint: /** @type {(inputs: Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every word must match a project, its customer or its #id. ↓ moves to the list.`)
},

search_label: /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search projects`)
},

search_placeholder: /** @type {(inputs: Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search projects…`)
},

service_address: /** @type {(inputs: Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service address`)
},

set_shortcut: /** @type {(inputs: Set_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set shortcut`)
},

settings: /** @type {(inputs: SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
},

settings_and_health_link: /** @type {(inputs: Settings_And_Health_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings and health check…`)
},

settings_problems: /** @type {(inputs: Settings_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings.json held values Timetray could not use; they are back at their defaults:`)
},

shortcut_hint: /** @type {(inputs: Shortcut_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Off by default. Modifiers and one key, e.g. ${i?.example}.`)
},

shortcut_hint_wayland: /** @type {(inputs: Shortcut_Hint_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On Wayland the shortcut works only through your desktop's global-shortcuts portal, which may ask you to confirm it.`)
},

shortcut_placeholder: /** @type {(inputs: Shortcut_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.example}`)
},

shortcut_refused: /** @type {(inputs: Shortcut_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: “${i?.text}” is not a shortcut Timetray understands; use one or more modifiers (Ctrl, Alt, Shift, Super) and one key, e.g. ${i?.example}.`)
},

shortcut_saved: /** @type {(inputs: Shortcut_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcut saved.`)
},

shortcut_turned_off: /** @type {(inputs: Shortcut_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcut turned off.`)
},

show_archived: /** @type {(inputs: Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show archived`)
},

show_archived_projects: /** @type {(inputs: Show_Archived_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show archived projects`)
},

sign_in: /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
},

sign_in_adding_title: /** @type {(inputs: Sign_In_Adding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an account`)
},

sign_in_again_title: /** @type {(inputs: Sign_In_Again_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again`)
},

sign_in_title: /** @type {(inputs: Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Timetray`)
},

sign_in_what_to_check: /** @type {(inputs: Sign_In_What_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the email and the password, and that the account ID is the code after /a/ in the web app's address: with ${i?.accountId}, your projects page would be ${i?.example}`)
},

sign_in_what_to_check_short: /** @type {(inputs: Sign_In_What_To_Check_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the email and the password, and that the account ID is the code after /a/ in the web app's address.`)
},

sign_out: /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
},

signing_in: /** @type {(inputs: Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
},

state_load_failed: /** @type {(inputs: State_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not load its state. Please restart it.`)
},

status_active: /** @type {(inputs: Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
},

status_archived: /** @type {(inputs: Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived`)
},

the_service: /** @type {(inputs: The_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the service`)
},

token_title: /** @type {(inputs: Token_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an existing token`)
},

token_warning: /** @type {(inputs: Token_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service binds a token to the User-Agent of the program that created it. Sent with any other User-Agent, the token is destroyed for good. Enter that program’s exact User-Agent (for curl, e.g.`)
},

tray_title_off: /** @type {(inputs: Tray_Title_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing`)
},

tray_title_today: /** @type {(inputs: Tray_Title_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's hours`)
},

tray_title_week: /** @type {(inputs: Tray_Title_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week's hours`)
},

try_again: /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
},

trying: /** @type {(inputs: TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying…`)
},

turn_off: /** @type {(inputs: Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off`)
},

unpin_button: /** @type {(inputs: Unpin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpin`)
},

unpin_project: /** @type {(inputs: Unpin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unpin ${i?.name}`)
},

unrevoked_notice: /** @type {(inputs: Unrevoked_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out on this computer. The service could not be reached to end the session there; it ends by itself after 30 days unused.`)
},

updated: /** @type {(inputs: UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`updated`)
},

use_token: /** @type {(inputs: Use_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use token`)
},

use_token_link: /** @type {(inputs: Use_Token_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an existing API token instead…`)
},

webapp_open: /** @type {(inputs: Webapp_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Rabbiit`)
},

webapp_open_in: /** @type {(inputs: Webapp_Open_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Rabbiit`)
},

week_start_auto: /** @type {(inputs: Week_Start_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As the language does`)
},

week_start_monday: /** @type {(inputs: Week_Start_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monday`)
},

week_start_sunday: /** @type {(inputs: Week_Start_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunday`)
},

window_title: /** @type {(inputs: Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray`)
},

work_days_hint: /** @type {(inputs: Work_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A budget per period's pace counts only these days.`)
},

work_days_label: /** @type {(inputs: Work_Days_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working days`)
},

work_days_none: /** @type {(inputs: Work_Days_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep at least one working day.`)
},
};
