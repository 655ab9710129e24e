// Made by scripts/i18n-compile.mjs from messages/en.js: the cli area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
budget_cli_bad_number: /** @type {(inputs: Budget_Cli_Bad_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} must be a number greater than 0 with at most 2 decimals, such as ${i?.example}, without thousands separators (or none, to remove that half); got "${i?.text}".`)
},

budget_cli_bad_per: /** @type {(inputs: Budget_Cli_Bad_PerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--per must be week, month, cycle or lifetime (or semana, mês, ciclo, total); got "${i?.per}".`)
},

budget_cli_both: /** @type {(inputs: Budget_Cli_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} or ${i?.value}`)
},

budget_cli_budgets_cached_option: /** @type {(inputs: Budget_Cli_Budgets_Cached_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`only the saved hours (no network)`)
},

budget_cli_budgets_notes: /** @type {(inputs: Budget_Cli_Budgets_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pace compares the share used with the share of the period's working days
gone (setting workDays, default mon-fri): within 5 points on pace, up to 15
slightly ahead or behind. Everyone's entries count, as in the project's
totals. Offline, the saved hours with a notice and the failure's exit code.`)
},

budget_cli_budgets_summary: /** @type {(inputs: Budget_Cli_Budgets_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List every budget of the active account: each project's budget with its
totals, and each budget per week, month or cycle with this period's hours,
its pace and the last period's result.`)
},

budget_cli_cell_over: /** @type {(inputs: Budget_Cli_Cell_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⚠ ${i?.progress}`)
},

budget_cli_cell_unknown: /** @type {(inputs: Budget_Cli_Cell_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`?% of ${i?.limit}`)
},

budget_cli_clear_alone: /** @type {(inputs: Budget_Cli_Clear_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--clear removes the budget: give it without --hours and --value.`)
},

budget_cli_clear_option: /** @type {(inputs: Budget_Cli_Clear_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove the budget (and what its alerts remembered)`)
},

budget_cli_cleared: /** @type {(inputs: Budget_Cli_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} has no budget any more.`)
},

budget_cli_customer_id: /** @type {(inputs: Budget_Cli_Customer_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id}`)
},

budget_cli_customer_lifetime: /** @type {(inputs: Budget_Cli_Customer_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A customer's budget starts again each period: give --per week, month or cycle (a lifetime budget is a project's: timetray budget ID --hours 120).`)
},

budget_cli_customer_named: /** @type {(inputs: Budget_Cli_Customer_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer “${i?.name}” (#${i?.id})`)
},

budget_cli_customer_option: /** @type {(inputs: Budget_Cli_Customer_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the budget of a whole customer (all its projects; needs --per), e.g. a
retainer of 40 h a cycle`)
},

budget_cli_gone_change: /** @type {(inputs: Budget_Cli_Gone_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id} is no longer in this account's list, so its budget cannot be changed; \`timetray budget ${i?.id} --clear\` removes it.`)
},

budget_cli_had_none: /** @type {(inputs: Budget_Cli_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} had no budget.`)
},

budget_cli_half_unknown: /** @type {(inputs: Budget_Cli_Half_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} with no total to compare`)
},

budget_cli_hours: /** @type {(inputs: Budget_Cli_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
},

budget_cli_hours_option: /** @type {(inputs: Budget_Cli_Hours_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the hours agreed, e.g. 120 (or 7.5), or none`)
},

budget_cli_label: /** @type {(inputs: Budget_Cli_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
},

budget_cli_near: /** @type {(inputs: Budget_Cli_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — 80% reached`)
},

budget_cli_no_budgets: /** @type {(inputs: Budget_Cli_No_BudgetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No budgets yet. Set one with: timetray budget ID --hours 120 (the whole project), timetray budget ID --hours 20 --per week, or timetray budget --customer ID --hours 40 --per cycle (a retainer).`)
},

budget_cli_none: /** @type {(inputs: Budget_Cli_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} has no budget. Set one with: timetray budget ${i?.id} --hours 120 (or --value 15000)`)
},

budget_cli_not_listed: /** @type {(inputs: Budget_Cli_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}; project #${i?.id} is no longer in this account's list — \`timetray budget ${i?.id} --clear\` removes the budget`)
},

budget_cli_notes: /** @type {(inputs: Budget_Cli_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Without an option, shows the budget and how much of it is used. --hours or
--value alone changes that half and keeps the other; none removes it
(--hours none). The app notifies once at 80% and once at 100% of the budget
(setting budgetAlerts).
With --per or --customer, the same for the budget of that period: it counts
only the period's entries and starts again each period (timetray budgets
lists them all).`)
},

budget_cli_over: /** @type {(inputs: Budget_Cli_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — over budget`)
},

budget_cli_pace_ahead: /** @type {(inputs: Budget_Cli_Pace_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ahead: at this pace it runs out before the period ends`)
},

budget_cli_pace_behind: /** @type {(inputs: Budget_Cli_Pace_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`behind: at this pace part of it is left unused`)
},

budget_cli_pace_line: /** @type {(inputs: Budget_Cli_Pace_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gone}% of its working days gone: ${i?.pace}`)
},

budget_cli_pace_on_pace: /** @type {(inputs: Budget_Cli_Pace_On_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on pace`)
},

budget_cli_pace_slightly_ahead: /** @type {(inputs: Budget_Cli_Pace_Slightly_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`slightly ahead (using it a little faster than the days go)`)
},

budget_cli_pace_slightly_behind: /** @type {(inputs: Budget_Cli_Pace_Slightly_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`slightly behind (using it a little slower than the days go)`)
},

budget_cli_partial: /** @type {(inputs: Budget_Cli_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(some days not fetched yet: partial)`)
},

budget_cli_per_cycle: /** @type {(inputs: Budget_Cli_Per_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} a billing cycle`)
},

budget_cli_per_lifetime: /** @type {(inputs: Budget_Cli_Per_LifetimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} in all`)
},

budget_cli_per_month: /** @type {(inputs: Budget_Cli_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} a month`)
},

budget_cli_per_needed: /** @type {(inputs: Budget_Cli_Per_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say how often it starts again: --per week, month or cycle.`)
},

budget_cli_per_option: /** @type {(inputs: Budget_Cli_Per_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lifetime (the default: the whole project), or week, month or cycle: the
budget starts again each period (cycle: see the cycleStartDay setting)`)
},

budget_cli_per_week: /** @type {(inputs: Budget_Cli_Per_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} a week`)
},

budget_cli_period_cleared: /** @type {(inputs: Budget_Cli_Period_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} has no budget per period any more.`)
},

budget_cli_period_had_none: /** @type {(inputs: Budget_Cli_Period_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} had no budget per period.`)
},

budget_cli_period_head: /** @type {(inputs: Budget_Cli_Period_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target}: ${i?.budget}`)
},

budget_cli_period_line: /** @type {(inputs: Budget_Cli_Period_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: ${i?.used} — ${i?.progress}`)
},

budget_cli_period_none: /** @type {(inputs: Budget_Cli_Period_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} has no budget per period. Set one with: timetray budget ${i?.how} --hours 40 --per cycle (or week, month)`)
},

budget_cli_progress: /** @type {(inputs: Budget_Cli_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of ${i?.limit}`)
},

budget_cli_progress_both: /** @type {(inputs: Budget_Cli_Progress_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}, ${i?.value}`)
},

budget_cli_progress_none: /** @type {(inputs: Budget_Cli_Progress_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no figure to compare yet`)
},

budget_cli_progress_unknown: /** @type {(inputs: Budget_Cli_Progress_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (progress known once the project's totals are fetched: timetray project ${i?.id})`)
},

budget_cli_project_id: /** @type {(inputs: Budget_Cli_Project_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id}`)
},

budget_cli_project_named: /** @type {(inputs: Budget_Cli_Project_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project “${i?.name}” (#${i?.id})`)
},

budget_cli_project_or_customer: /** @type {(inputs: Budget_Cli_Project_Or_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a project ID or --customer ID, not both.`)
},

budget_cli_set: /** @type {(inputs: Budget_Cli_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget of ${i?.project}: ${i?.budget}.`)
},

budget_cli_summary: /** @type {(inputs: Budget_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show, set or remove the budget of project ID or of a customer (--customer),
in hours and/or value, for the whole project or per week, month or cycle
(kept on this computer, per account: the service has no budget field).`)
},

budget_cli_used_both: /** @type {(inputs: Budget_Cli_Used_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}, ${i?.value}`)
},

budget_cli_value_option: /** @type {(inputs: Budget_Cli_Value_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the value agreed, e.g. 15000 (no thousands separators), or none`)
},

budget_cli_which: /** @type {(inputs: Budget_Cli_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which budget? Give a project ID (timetray budget 7 --hours 120) or a customer (timetray budget --customer 3 --hours 40 --per cycle).`)
},

cli_accepted_boolean: /** @type {(inputs: Cli_Accepted_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`true or false`)
},

cli_accepted_ca_file: /** @type {(inputs: Cli_Accepted_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a PEM file of CA certificates, or none`)
},

cli_accepted_currency: /** @type {(inputs: Cli_Accepted_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none or a currency code such as BRL, USD or EUR`)
},

cli_accepted_cycle_start_day: /** @type {(inputs: Cli_Accepted_Cycle_Start_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a day of the month from ${i?.min} to ${i?.max}: the day your billing cycle starts (1: the calendar month)`)
},

cli_accepted_interval: /** @type {(inputs: Cli_Accepted_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5, 15, 30, 60 or manual`)
},

cli_accepted_language: /** @type {(inputs: Cli_Accepted_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (auto: LANGUAGE, LC_ALL, LC_MESSAGES or LANG here, the system's languages in the app)`)
},

cli_accepted_round_to: /** @type {(inputs: Cli_Accepted_Round_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (minutes each invoice entry is rounded up to; none: exact)`)
},

cli_accepted_shortcut: /** @type {(inputs: Cli_Accepted_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an accelerator such as CommandOrControl+Alt+T, or off`)
},

cli_accepted_tray_title: /** @type {(inputs: Cli_Accepted_Tray_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (macOS: what the menu bar shows beside the icon)`)
},

cli_accepted_week_start: /** @type {(inputs: Cli_Accepted_Week_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (auto: your language's first day of the week, Sunday in Brazil)`)
},

cli_accepted_work_days: /** @type {(inputs: Cli_Accepted_Work_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`days of the week: mon,tue,wed,thu,fri or a range mon-fri (Portuguese too: seg-sex); the days a period budget's pace counts`)
},

cli_accepts: /** @type {(inputs: Cli_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray accepts: ${i?.options}.`)
},

cli_account_argument: /** @type {(inputs: Cli_Account_ArgumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The account is an argument here: ${i?.corrected}`)
},

cli_account_key_line: /** @type {(inputs: Cli_Account_Key_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`key: ${i?.key}`)
},

cli_account_line: /** @type {(inputs: Cli_Account_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  account ${i?.accountId} at ${i?.baseUrl}  (${i?.state})  ${i?.lastUsed}`)
},

cli_account_option: /** @type {(inputs: Cli_Account_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give the account with --account: ${i?.corrected}`)
},

cli_archived_flag: /** @type {(inputs: Cli_Archived_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[archived]`)
},

cli_argument_count: /** @type {(inputs: Cli_Argument_CountInputs) => LocalizedString} */ (i) => {const expectedPlural = registry.plural("en", i?.expected, {});
	if (expectedPlural === "one") return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage} — expected ${i?.expected} argument, got ${i?.got}.`);
	if (expectedPlural === "other") return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage} — expected ${i?.expected} arguments, got ${i?.got}.`);
	return /** @type {LocalizedString} */ ("cli_argument_count");
},

cli_argument_none: /** @type {(inputs: Cli_Argument_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage} — it takes no arguments (given: ${i?.given}).`)
},

cli_argument_range: /** @type {(inputs: Cli_Argument_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.least} to ${i?.most}`)
},

cli_ask_account_id: /** @type {(inputs: Cli_Ask_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account id (after /a/ in the web app)`)
},

cli_ask_email: /** @type {(inputs: Cli_Ask_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
},

cli_ask_password: /** @type {(inputs: Cli_Ask_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
},

cli_ask_service_address: /** @type {(inputs: Cli_Ask_Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service address`)
},

cli_ask_token: /** @type {(inputs: Cli_Ask_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
},

cli_bad_shortcut: /** @type {(inputs: Cli_Bad_ShortcutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is not a shortcut Timetray understands: use one or more modifiers (CommandOrControl, Ctrl, Alt, Shift, Super) and one key, e.g. CommandOrControl+Alt+T.`)
},

cli_billable_by_person: /** @type {(inputs: Cli_Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes, by person`)
},

cli_billable_by_project: /** @type {(inputs: Cli_Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes, by project`)
},

cli_both: /** @type {(inputs: Cli_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.second}`)
},

cli_ca_file_flag: /** @type {(inputs: Cli_Ca_File_FlagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file given with --ca-file cannot be used: ${i?.problem}. ${i?.fix}`)
},

cli_ca_unusable: /** @type {(inputs: Cli_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The extra CA file is set but cannot be used: ${i?.problem}. Connections will fail until it is fixed. ${i?.fix}`)
},

cli_cancelled: /** @type {(inputs: Cli_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled.`)
},

cli_command_accepts: /** @type {(inputs: Cli_Command_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` accepts: ${i?.options}.`)
},

cli_config_app_applies: /** @type {(inputs: Cli_Config_App_AppliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Timetray app applies it: at once if it is running, otherwise when it next starts.`)
},

cli_config_now: /** @type {(inputs: Cli_Config_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} is now ${i?.value}.`)
},

cli_config_usage: /** @type {(inputs: Cli_Config_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage: timetray config [get KEY | set KEY VALUE].`)
},

cli_count_budgets: /** @type {(inputs: Cli_Count_BudgetsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} budget`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} budgets`);
	return /** @type {LocalizedString} */ ("cli_count_budgets");
},

cli_count_pins: /** @type {(inputs: Cli_Count_PinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} pin`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} pins`);
	return /** @type {LocalizedString} */ ("cli_count_pins");
},

cli_customer_group: /** @type {(inputs: Cli_Customer_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  (customer ${i?.id})`)
},

cli_customer_not_in_account: /** @type {(inputs: Cli_Customer_Not_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no customer ${i?.id} in this account — \`timetray projects\` shows each customer’s id.`)
},

cli_customer_number: /** @type {(inputs: Cli_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id}`)
},

cli_customer_renamed: /** @type {(inputs: Cli_Customer_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer ${i?.id} is now “${i?.name}”.`)
},

cli_dash_value: /** @type {(inputs: Cli_Dash_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If ${i?.value} is a value, not an option, put -- before it: ${i?.corrected}`)
},

cli_details_cached: /** @type {(inputs: Cli_Details_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cached ${i?.when}.`)
},

cli_details_fetched: /** @type {(inputs: Cli_Details_FetchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fetched ${i?.when}.`)
},

cli_did_you_mean_option: /** @type {(inputs: Cli_Did_You_Mean_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Did you mean ${i?.nearest}?`)
},

cli_disk_full: /** @type {(inputs: Cli_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the disk is full`)
},

cli_help_commands_heading: /** @type {(inputs: Cli_Help_Commands_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commands:`)
},

cli_help_exit_codes: /** @type {(inputs: Cli_Help_Exit_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit codes:
  0 ok · 1 failure (including an unusable keychain) · 2 usage error or invalid input
  3 sign-in needed (no session, or the service refused it)
  4 network or TLS failure, or the service asked to wait (too many requests)
  5 the keychain is locked: unlock it, then run the command again (nothing was changed)
  130 cancelled at a prompt (Ctrl-C); end of input at a prompt (Ctrl-D) is a usage error (2)
  137 the keychain never answered; the command ended itself (see the message)`)
},

cli_help_global_options_heading: /** @type {(inputs: Cli_Help_Global_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global options:`)
},

cli_help_intro: /** @type {(inputs: Cli_Help_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`timetray — your Rabbiit projects from the command line.
Uses the same accounts, keychain entries and User-Agent as the Timetray tray app.`)
},

cli_help_json_heading: /** @type {(inputs: Cli_Help_Json_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--json output (one JSON document on stdout; stable, fields are only ever added):`)
},

cli_help_json_shapes: /** @type {(inputs: Cli_Help_Json_ShapesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`  Account  = {"key","label","baseUrl","accountId","email","signedIn":bool|null,"active":bool,
              "lastUsed": ISO-time|null, "keychain": "ok"|"locked"|"unavailable"}
              signedIn=null: unknown, the keychain could not be asked ("keychain" says why);
              lastUsed: the token's last successful use (null: unknown)
  --version        {"version": string}
  login, import-token, use  {"account": Account}
  logout, remove   {"account": "<key>", "revoked": bool,
                    "state": "revoked"|"not_signed_in"|"not_reached", "warning"?: string}
                   revoked=true only when a token was ended at the service; not_signed_in:
                   there was no token (nothing revoked); not_reached: the service could not be
                   told (offline), the token was deleted on this computer anyway;
                   remove adds {"forgotten": {"budgets": number, "pins": number}}
  accounts         {"accounts": [Account, ...]}
  status           {"signedIn": bool|null, "account": Account|null, "reason": string|null,
                    "cachedProjects": number, "lastRefresh": ISO-time|null,
                    "caFile": path|null, "caFileProblem": string|null (why caFile cannot
                    be used), "keychainError": string|null,
                    "keychain": "ok"|"locked"|"unavailable"}
  projects         {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time|null,
                    "skipped": number, "moneyHidden": bool, "stale": bool,
                    "search": string|null, "projects": [Project, ...]}   stale=true: no fresh list could be had
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
                    "totalMembers", "totalActiveTasks"; "budget": {"hours","value","percent"}|null,
                    "pinned": bool (projects: also on each project, with "totals":
                    {"timeTotalSeconds","valueTotal","fetchedAt"}|null from its last project ID)
  report           {"account": "<key>", "offered": true, "period": name, "from", "to": YYYY-MM-DD,
                    "grouping": "project"|"customer"|"day", "totalSeconds": number,
                    "totalValue": number|null, "mine": {"seconds","value"}|null, "rows": [{"projectId"|
                    "customerId"|"date", "name", "seconds", "value", "mine"}, ...], "days": [{"date",
                    "seconds"|null, "value"}, ...], "partial": bool, "missing": [{"from","to"}],
                    "fresh": bool, "asOf": ISO-time|null, "moneyHidden": bool, "stale": bool}
                   value null: the service gave no money (never 0); mine: yours, set only when
                   others' entries are counted too; without reports: {"offered": false, ...}
  report --invoice {"account", "invoice": true, "customerId", "customerName", "period", "from", "to",
                    "roundTo": 6|15|30|null, "lines": [{"projectId", "name", "seconds", "hours",
                    "rate", "value"}, ...], "totalSeconds", "totalHours", "totalValue", "fresh",
                    "asOf", "stale"}
  budget, budgets  see \`timetray budget --help\` and \`timetray budgets --help\`
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR",
                    "budgetAlerts": bool, "currency": "none"|code,
                    "cycleStartDay": 1..28, "weekStart": "auto"|"monday"|"sunday",
                    "trayTitle": "off"|"today"|"week",
                    "workDays": ["mon",...], "roundTo": 6|15|30|null}}
  config get/set   {"key": string, "value": ...}   (null: manual / off / no caFile)
  doctor           {"ok": bool, "elapsedMs": number, "checks": [{"id", "status": "ok"|"warn"|"fail",
                    "found": string, "fix": string|null, "subject"?: address or account}, ...]}
  errors (stderr)  {"error": {"code": string, "message": string}}   code: "bad_input" for a
                   usage error or invalid input (exit 2), "signed_out", "unauthorized",
                   "network", "timeout", "tls", "keychain", "keychain_locked", "settings", ... (as in the app)
  warnings (stderr)  {"warning": {"code": string, "message": string}}   one line each; code "settings":
                   a problem that failed nothing (settings values ignored, a saved file not read
                   or saved); "lock_wait": waiting for another Timetray to finish
                   Only the questions login and import-token ask on a terminal are plain text:
                   give every option and --password-stdin (or the token on stdin) to have none.`)
},

cli_help_options_heading: /** @type {(inputs: Cli_Help_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options:`)
},

cli_help_options_placeholder: /** @type {(inputs: Cli_Help_Options_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[options]`)
},

cli_help_see_overview: /** @type {(inputs: Cli_Help_See_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every command, the exit codes and the --json shapes: \`timetray --help\`.`)
},

cli_help_settings_where: /** @type {(inputs: Cli_Help_Settings_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings live in $TIMETRAY_CONFIG_DIR, else the per-user config folder (Linux:
$XDG_CONFIG_HOME/Timetray or ~/.config/Timetray). Tokens live only in the OS keychain.`)
},

cli_help_times: /** @type {(inputs: Cli_Help_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Times are shown in local time, in the format of the language (the language setting,
else LC_ALL, LC_TIME or LANG); --json keeps ISO 8601.`)
},

cli_help_usage_line: /** @type {(inputs: Cli_Help_Usage_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usage: timetray ${i?.usage}`)
},

cli_help_usage_overview: /** @type {(inputs: Cli_Help_Usage_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage: timetray <command> [options]
       timetray <command> --help    that command alone, with its options`)
},

cli_input_ended: /** @type {(inputs: Cli_Input_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled: the input ended before an answer was given.`)
},

cli_invoice_by_project: /** @type {(inputs: Cli_Invoice_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An invoice lists a customer's projects: leave out --by and --project.`)
},

cli_invoice_money_hidden: /** @type {(inputs: Cli_Invoice_Money_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money is hidden (setting hideMoney), and an invoice without its values would be wrong: show money with \`timetray config set hideMoney false\`, or leave out --invoice.`)
},

cli_invoice_needs_customer: /** @type {(inputs: Cli_Invoice_Needs_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An invoice is one customer's: give --customer ID (timetray projects shows each customer's id).`)
},

cli_invoice_option: /** @type {(inputs: Cli_Invoice_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`one customer's invoice (needs --customer; PERIOD defaults to last-cycle):
a line per project with hours, rate and value, and the total`)
},

cli_invoice_partial: /** @type {(inputs: Cli_Invoice_PartialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not every day of the period is known (${i?.days}), so the invoice would be short; nothing was printed. Try again when the service answers (without --cached).`)
},

cli_invoice_rate: /** @type {(inputs: Cli_Invoice_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
},

cli_invoice_rounded: /** @type {(inputs: Cli_Invoice_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each entry rounded up to ${i?.minutes} minutes (setting roundTo).`)
},

cli_invoice_title: /** @type {(inputs: Cli_Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice · ${i?.customer} · ${i?.period}`)
},

cli_label_billable: /** @type {(inputs: Cli_Label_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billable`)
},

cli_label_changed: /** @type {(inputs: Cli_Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
},

cli_label_created: /** @type {(inputs: Cli_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
},

cli_label_customer: /** @type {(inputs: Cli_Label_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
},

cli_label_description: /** @type {(inputs: Cli_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
},

cli_label_hours: /** @type {(inputs: Cli_Label_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
},

cli_label_members: /** @type {(inputs: Cli_Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
},

cli_label_open_tasks: /** @type {(inputs: Cli_Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open tasks`)
},

cli_label_rate: /** @type {(inputs: Cli_Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
},

cli_label_status: /** @type {(inputs: Cli_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
},

cli_label_value: /** @type {(inputs: Cli_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
},

cli_last_use_unknown: /** @type {(inputs: Cli_Last_Use_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last use unknown`)
},

cli_last_used_days: /** @type {(inputs: Cli_Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last used ${i?.days} days ago`)
},

cli_last_used_today: /** @type {(inputs: Cli_Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used today`)
},

cli_last_used_yesterday: /** @type {(inputs: Cli_Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used yesterday`)
},

cli_list_cached: /** @type {(inputs: Cli_List_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cached ${i?.when}`)
},

cli_list_refreshed: /** @type {(inputs: Cli_List_RefreshedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`refreshed ${i?.when}`)
},

cli_list_saved: /** @type {(inputs: Cli_List_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`saved ${i?.when}`)
},

cli_logout_not_signed_in: /** @type {(inputs: Cli_Logout_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} was not signed in; nothing to revoke.`)
},

cli_logout_not_told: /** @type {(inputs: Cli_Logout_Not_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out of ${i?.name} on this computer (the token was deleted from the keychain), but the service could not be told: the token stays valid there until it goes unused for 30 days.`)
},

cli_logout_revoked: /** @type {(inputs: Cli_Logout_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out of ${i?.name}. The token was revoked at the service and deleted from the keychain.`)
},

cli_markdown_or_json: /** @type {(inputs: Cli_Markdown_Or_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of --markdown and --json.`)
},

cli_needs_value: /** @type {(inputs: Cli_Needs_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} needs a value: ${i?.option} ${i?.valueName}.`)
},

cli_no: /** @type {(inputs: Cli_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
},

cli_no_account_matches: /** @type {(inputs: Cli_No_Account_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No account matches "${i?.text}". See \`timetray accounts\`.`)
},

cli_no_account_to_sign_out: /** @type {(inputs: Cli_No_Account_To_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account to sign out of. See \`timetray accounts\`.`)
},

cli_no_account_yet: /** @type {(inputs: Cli_No_Account_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No accounts yet — run \`timetray login\` first.`)
},

cli_no_accounts_yet: /** @type {(inputs: Cli_No_Accounts_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No accounts yet. Add one with \`timetray login\`.`)
},

cli_no_active_account: /** @type {(inputs: Cli_No_Active_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is active: choose one with \`timetray use ACCOUNT\` (\`timetray accounts\` lists them).`)
},

cli_no_command: /** @type {(inputs: Cli_No_CommandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No command given. The commands and their options: \`timetray --help\`.`)
},

cli_no_customer: /** @type {(inputs: Cli_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer`)
},

cli_no_list_to_check: /** @type {(inputs: Cli_No_List_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no saved project list for this account yet, so id ${i?.id} cannot be checked: \`timetray projects\` fetches it once you are signed in.`)
},

cli_no_password_given: /** @type {(inputs: Cli_No_Password_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No password given.`)
},

cli_no_terminal_password: /** @type {(inputs: Cli_No_Terminal_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No terminal to ask for the password on: pipe it in with --password-stdin.`)
},

cli_no_terminal_secret: /** @type {(inputs: Cli_No_Terminal_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No terminal to ask on: pass the secret on standard input.`)
},

cli_no_token_given: /** @type {(inputs: Cli_No_Token_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token given.`)
},

cli_not_an_id: /** @type {(inputs: Cli_Not_An_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} is not an id: ids are positive whole numbers (\`timetray projects\` shows them).`)
},

cli_not_an_option_of: /** @type {(inputs: Cli_Not_An_Option_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` has no option ${i?.option}.`)
},

cli_not_cached: /** @type {(inputs: Cli_Not_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No details of this project are saved on this computer: \`timetray project ${i?.id}\` fetches them (signed in and online).`)
},

cli_not_in_account: /** @type {(inputs: Cli_Not_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no project ${i?.id} in this account — \`timetray projects\` lists the ids.`)
},

cli_not_saved: /** @type {(inputs: Cli_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.problem}.`)
},

cli_notes_doctor: /** @type {(inputs: Cli_Notes_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit 0 when nothing failed (warnings allowed), 1 otherwise.`)
},

cli_notes_project: /** @type {(inputs: Cli_Notes_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit 1 when the service does not have the project (one that was in the
list is removed from the cached list too). Offline, saved details are
shown as for projects. With hideMoney on, rate and value show as •••.`)
},

cli_notes_projects: /** @type {(inputs: Cli_Notes_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived projects are listed only with showArchived on, as in the app
(\`timetray config set showArchived true\`); the last line says how many
are hidden. --json lists every project, archived ones included.
When the service cannot give a fresh list, the saved one is shown, with
a line on standard error saying from when and why; the exit code is
still the failure's (4 offline).
Once \`timetray report\` (or the app) has saved this cycle's hours, a second
hours column shows them, as of then (--json: cycleSeconds, else null).`)
},

cli_notes_projects_search: /** @type {(inputs: Cli_Notes_Projects_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With ${i?.words}, only the projects whose name or customer holds every word, in any order, accents and case aside (#ID names one), as the window's search finds them.`)
},

cli_notes_report: /** @type {(inputs: Cli_Notes_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: today, yesterday, week, last-week, month, last-month, cycle (the
default), last-cycle (or hoje, ontem, semana, semana-passada, mes, mes-passado,
ciclo, ciclo-passado), a month such as 2026-11, or FROM..TO such as
2026-11-07..2026-12-06. The cycle starts on the cycleStartDay setting (1: the
calendar month), the week on weekStart. Offline, the saved hours are shown as
for projects; days never fetched are said to be missing, never counted as zero.`)
},

cli_now_using: /** @type {(inputs: Cli_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name}.`)
},

cli_now_using_keychain_locked: /** @type {(inputs: Cli_Now_Using_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name} (keychain locked).`)
},

cli_now_using_keychain_unavailable: /** @type {(inputs: Cli_Now_Using_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name} (keychain unavailable).`)
},

cli_now_using_signed_out: /** @type {(inputs: Cli_Now_Using_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using ${i?.name} (signed out: run \`timetray login\`).`)
},

cli_opt_account_id: /** @type {(inputs: Cli_Opt_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the account id: the code after /a/ in the web app address`)
},

cli_opt_base_url: /** @type {(inputs: Cli_Opt_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`service address, e.g. https://app.rabbiit.com/api/v1`)
},

cli_opt_ca_file: /** @type {(inputs: Cli_Opt_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`also trust the CA certificates in FILE (PEM); login and import-token save
its absolute path as a setting`)
},

cli_opt_email_import: /** @type {(inputs: Cli_Opt_Email_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the e-mail of the account`)
},

cli_opt_email_login: /** @type {(inputs: Cli_Opt_Email_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the e-mail you sign in with`)
},

cli_opt_help: /** @type {(inputs: Cli_Opt_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this help`)
},

cli_opt_json: /** @type {(inputs: Cli_Opt_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`machine-readable output (shapes in \`timetray --help\`)`)
},

cli_opt_label: /** @type {(inputs: Cli_Opt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a name for the account in lists`)
},

cli_opt_logout_account: /** @type {(inputs: Cli_Opt_Logout_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an account key, label, account id or e-mail
(default: the active account)`)
},

cli_opt_markdown: /** @type {(inputs: Cli_Opt_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a short Markdown status to paste into a client update`)
},

cli_opt_password_stdin: /** @type {(inputs: Cli_Opt_Password_StdinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the password from standard input
(otherwise it is asked for on a terminal, without echo)`)
},

cli_opt_project_cached: /** @type {(inputs: Cli_Opt_Project_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the details last fetched on this computer, no network`)
},

cli_opt_projects_cached: /** @type {(inputs: Cli_Opt_Projects_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`show the last known list without calling the service`)
},

cli_opt_remove_yes: /** @type {(inputs: Cli_Opt_Remove_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove without asking, even an account with budgets or pins`)
},

cli_opt_report_by: /** @type {(inputs: Cli_Opt_Report_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`group by project (the default), customer or day`)
},

cli_opt_report_cached: /** @type {(inputs: Cli_Opt_Report_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the hours saved on this computer, no network`)
},

cli_opt_report_csv: /** @type {(inputs: Cli_Opt_Report_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comma-separated values for a spreadsheet or an invoice (the same in
every language: dot decimals, ISO dates, hours as decimals)`)
},

cli_opt_report_customer: /** @type {(inputs: Cli_Opt_Report_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`only customer ID's projects`)
},

cli_opt_report_markdown: /** @type {(inputs: Cli_Opt_Report_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a summary in Markdown to paste into a client e-mail`)
},

cli_opt_report_project: /** @type {(inputs: Cli_Opt_Report_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`only project ID`)
},

cli_opt_user_agent: /** @type {(inputs: Cli_Opt_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REQUIRED: the exact User-Agent the token was created with
(asked for on a terminal). The service binds a token to
its User-Agent and destroys it for good when it sees
another one.`)
},

cli_opt_version: /** @type {(inputs: Cli_Opt_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the version of timetray`)
},

cli_option_refused: /** @type {(inputs: Cli_Option_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.given}: ${i?.problem}`)
},

cli_option_required: /** @type {(inputs: Cli_Option_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--${i?.option} is required for \`timetray ${i?.command}\`.`)
},

cli_output_failed: /** @type {(inputs: Cli_Output_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray: The output could not be written (${i?.why}) — check where standard output goes, or run the command without redirecting it.`)
},

cli_password_stdin_empty: /** @type {(inputs: Cli_Password_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password on standard input is empty.`)
},

cli_per_hour: /** @type {(inputs: Cli_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.money} per hour`)
},

cli_period_cycle: /** @type {(inputs: Cli_Period_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cycle`)
},

cli_period_figure: /** @type {(inputs: Cli_Period_FigureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} (saved ${i?.when})`)
},

cli_period_last_cycle: /** @type {(inputs: Cli_Period_Last_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last cycle`)
},

cli_period_last_month: /** @type {(inputs: Cli_Period_Last_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last month`)
},

cli_period_last_week: /** @type {(inputs: Cli_Period_Last_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last week`)
},

cli_period_month: /** @type {(inputs: Cli_Period_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
},

cli_period_today: /** @type {(inputs: Cli_Period_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
},

cli_period_week: /** @type {(inputs: Cli_Period_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
},

cli_period_yesterday: /** @type {(inputs: Cli_Period_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yesterday`)
},

cli_ph_account: /** @type {(inputs: Cli_Ph_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ACCOUNT`)
},

cli_ph_file: /** @type {(inputs: Cli_Ph_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FILE`)
},

cli_ph_key: /** @type {(inputs: Cli_Ph_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KEY`)
},

cli_ph_name: /** @type {(inputs: Cli_Ph_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NAME`)
},

cli_ph_period: /** @type {(inputs: Cli_Ph_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PERIOD`)
},

cli_ph_text: /** @type {(inputs: Cli_Ph_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TEXT`)
},

cli_ph_value: /** @type {(inputs: Cli_Ph_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VALUE`)
},

cli_ph_words: /** @type {(inputs: Cli_Ph_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WORDS`)
},

cli_projects_archived_hidden: /** @type {(inputs: Cli_Projects_Archived_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} archived hidden (\`timetray config set showArchived true\` shows it)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} archived hidden (\`timetray config set showArchived true\` shows them)`);
	return /** @type {LocalizedString} */ ("cli_projects_archived_hidden");
},

cli_projects_count: /** @type {(inputs: Cli_Projects_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} project`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} projects`);
	return /** @type {LocalizedString} */ ("cli_projects_count");
},

cli_projects_cycle_legend: /** @type {(inputs: Cli_Projects_Cycle_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The second hours column is your own hours this cycle, saved ${i?.when}; \`timetray report\` brings them up to date.`)
},

cli_projects_hours_unknown: /** @type {(inputs: Cli_Projects_Hours_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– : hours not fetched yet; \`timetray project ID\` fetches a project's totals.`)
},

cli_projects_none: /** @type {(inputs: Cli_Projects_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects in this account`)
},

cli_projects_none_active: /** @type {(inputs: Cli_Projects_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active projects`)
},

cli_projects_none_match: /** @type {(inputs: Cli_Projects_None_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No project matches “${i?.search}”`)
},

cli_projects_none_saved: /** @type {(inputs: Cli_Projects_None_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved list of projects on this computer yet: \`timetray projects\` fetches it once you are signed in (\`timetray login\`).`)
},

cli_projects_not_listed: /** @type {(inputs: Cli_Projects_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projects could not be listed: ${i?.problem}`)
},

cli_projects_search: /** @type {(inputs: Cli_Projects_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`matching “${i?.search}”`)
},

cli_projects_skipped: /** @type {(inputs: Cli_Projects_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} unreadable item skipped`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} unreadable items skipped`);
	return /** @type {LocalizedString} */ ("cli_projects_skipped");
},

cli_quote_label: /** @type {(inputs: Cli_Quote_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A label with spaces needs quotes, e.g.:
  ${i?.corrected}`)
},

cli_quote_name: /** @type {(inputs: Cli_Quote_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A name with spaces needs quotes, e.g.:
  ${i?.corrected}`)
},

cli_quote_value: /** @type {(inputs: Cli_Quote_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A value with spaces needs quotes, e.g.:
  ${i?.corrected}`)
},

cli_remove_confirm: /** @type {(inputs: Cli_Remove_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}? Also deleted (kept only on this computer): ${i?.what}. [y/N]`)
},

cli_remove_declined: /** @type {(inputs: Cli_Remove_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was removed.`)
},

cli_remove_needs_yes: /** @type {(inputs: Cli_Remove_Needs_YesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removing ${i?.name} also deletes what is kept only on this computer: ${i?.what}. Nothing was removed; to remove it all the same: ${i?.line}`)
},

cli_removed_also_deleted: /** @type {(inputs: Cli_Removed_Also_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Also deleted (kept only on this computer): ${i?.what}.`)
},

cli_removed_not_signed_in: /** @type {(inputs: Cli_Removed_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed ${i?.name} (it was not signed in).`)
},

cli_removed_not_told: /** @type {(inputs: Cli_Removed_Not_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed ${i?.name} and deleted its token from the keychain, but the service could not be told: the token stays valid there until it goes unused for 30 days.`)
},

cli_removed_now_active: /** @type {(inputs: Cli_Removed_Now_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Active account now: ${i?.name}.`)
},

cli_removed_revoked: /** @type {(inputs: Cli_Removed_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed ${i?.name}. Its token was revoked at the service and deleted from the keychain.`)
},

cli_report_as_of: /** @type {(inputs: Cli_Report_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hours as of ${i?.when}.`)
},

cli_report_bad_by: /** @type {(inputs: Cli_Report_Bad_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--by takes project, customer or day, not “${i?.by}”.`)
},

cli_report_bad_id: /** @type {(inputs: Cli_Report_Bad_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} takes an id, a whole number as \`timetray projects --json\` shows it, not “${i?.id}”.`)
},

cli_report_bad_period: /** @type {(inputs: Cli_Report_Bad_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.period}” is not a period: give a name such as cycle or last-week, a month such as 2026-11, or FROM..TO such as 2026-11-07..2026-12-06 (at most three years).`)
},

cli_report_customer: /** @type {(inputs: Cli_Report_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
},

cli_report_day: /** @type {(inputs: Cli_Report_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
},

cli_report_hours: /** @type {(inputs: Cli_Report_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
},

cli_report_markdown_title: /** @type {(inputs: Cli_Report_Markdown_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hours — ${i?.period}`)
},

cli_report_missing: /** @type {(inputs: Cli_Report_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partial: the hours of ${i?.days} are not known (never fetched, or a page the service sent could not be read); they are not counted as zero.`)
},

cli_report_no_customer: /** @type {(inputs: Cli_Report_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no customer)`)
},

cli_report_no_project: /** @type {(inputs: Cli_Report_No_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no project)`)
},

cli_report_none: /** @type {(inputs: Cli_Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hours in this period.`)
},

cli_report_not_offered: /** @type {(inputs: Cli_Report_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account's service offers no reports, so hours by period cannot be summed here. The projects' all-time hours are in \`timetray projects\`.`)
},

cli_report_one_format: /** @type {(inputs: Cli_Report_One_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give only one of --json, --csv and --markdown.`)
},

cli_report_project: /** @type {(inputs: Cli_Report_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
},

cli_report_total: /** @type {(inputs: Cli_Report_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
},

cli_report_unnamed_project: /** @type {(inputs: Cli_Report_Unnamed_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id}`)
},

cli_report_value: /** @type {(inputs: Cli_Report_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
},

cli_report_yours: /** @type {(inputs: Cli_Report_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yours: ${i?.hours} · ${i?.value} (the rows and the total are the whole team's)`)
},

cli_saved_details_notice: /** @type {(inputs: Cli_Saved_Details_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the saved details from ${i?.when}: they could not be refreshed. ${i?.why} \`${i?.cached}\` shows them without asking the service.`)
},

cli_saved_list_notice: /** @type {(inputs: Cli_Saved_List_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the saved list from ${i?.when}: it could not be refreshed. ${i?.why} \`${i?.cached}\` shows it without asking the service.`)
},

cli_saved_report_notice: /** @type {(inputs: Cli_Saved_Report_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the hours saved on ${i?.when}: they could not be refreshed. ${i?.why} \`${i?.cached}\` shows them without asking the service.`)
},

cli_see_command_help: /** @type {(inputs: Cli_See_Command_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See \`timetray ${i?.command} --help\`.`)
},

cli_see_help: /** @type {(inputs: Cli_See_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See \`timetray --help\`.`)
},

cli_setting_refused: /** @type {(inputs: Cli_Setting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} must be ${i?.accepted}; got "${i?.text}".`)
},

cli_several_accounts: /** @type {(inputs: Cli_Several_AccountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" matches several accounts; use one of the keys:
${i?.keys}`)
},

cli_sign_in_hint: /** @type {(inputs: Cli_Sign_In_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with \`${i?.login}\`.`)
},

cli_signed_in_as: /** @type {(inputs: Cli_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in as ${i?.name}, account ${i?.accountId}. ${i?.projects}
Account key: ${i?.key}`)
},

cli_signed_in_count: /** @type {(inputs: Cli_Signed_In_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} project.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} projects.`);
	return /** @type {LocalizedString} */ ("cli_signed_in_count");
},

cli_state_keychain_locked: /** @type {(inputs: Cli_State_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keychain locked`)
},

cli_state_keychain_unavailable: /** @type {(inputs: Cli_State_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keychain unavailable`)
},

cli_state_signed_in: /** @type {(inputs: Cli_State_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signed in`)
},

cli_state_signed_out: /** @type {(inputs: Cli_State_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signed out`)
},

cli_status_account: /** @type {(inputs: Cli_Status_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, account ${i?.accountId} at ${i?.baseUrl}`)
},

cli_status_active: /** @type {(inputs: Cli_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
},

cli_status_archived: /** @type {(inputs: Cli_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archived`)
},

cli_status_cached: /** @type {(inputs: Cli_Status_CachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} cached project.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} cached projects.`);
	return /** @type {LocalizedString} */ ("cli_status_cached");
},

cli_status_cached_refreshed: /** @type {(inputs: Cli_Status_Cached_RefreshedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} cached project, last refreshed ${i?.when}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} cached projects, last refreshed ${i?.when}.`);
	return /** @type {LocalizedString} */ ("cli_status_cached_refreshed");
},

cli_status_idle_ended: /** @type {(inputs: Cli_Status_Idle_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in, but this account's token has not been used for ${i?.days} days (last use ${i?.when}): the service ends a session unused for ${i?.limit} days, so this one has most likely ended — run \`timetray login\` if \`timetray projects\` says so.`)
},

cli_status_idle_ending: /** @type {(inputs: Cli_Status_Idle_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in; this account's token has not been used for ${i?.days} days (last use ${i?.when}). The service ends the session on ${i?.ends} unless it is used: \`timetray projects\` (without --cached) keeps it.`)
},

cli_status_keychain_unavailable: /** @type {(inputs: Cli_Status_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(keychain unavailable) ${i?.problem}`)
},

cli_status_signed_in: /** @type {(inputs: Cli_Status_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in.`)
},

cli_status_signed_out: /** @type {(inputs: Cli_Status_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out — run \`timetray login\` to sign in again.`)
},

cli_status_signed_out_why: /** @type {(inputs: Cli_Status_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} (\`timetray login\`).`)
},

cli_status_trusting: /** @type {(inputs: Cli_Status_TrustingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Also trusting the CA certificates in ${i?.file}.`)
},

cli_stdin_too_long: /** @type {(inputs: Cli_Stdin_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Standard input holds more than ${i?.kib} KiB, more than any password or token: pipe in only the secret.`)
},

cli_stdin_too_long_example: /** @type {(inputs: Cli_Stdin_Too_Long_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Standard input holds more than ${i?.kib} KiB, more than any password or token: pipe in only the secret (e.g. \`${i?.example}\`).`)
},

cli_summary_accounts: /** @type {(inputs: Cli_Summary_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the accounts added on this computer.`)
},

cli_summary_completion: /** @type {(inputs: Cli_Summary_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print a completion script for the shell: commands, options, setting keys and
account ids (see "Shell completion" in the README to install it).`)
},

cli_summary_config: /** @type {(inputs: Cli_Summary_ConfigInputs) => LocalizedString} */ () => {
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
  budgetAlerts            true or false (default true): notify at 80% and
                          100% of a budget (\`timetray budget\`)
  currency                none or a currency code such as BRL (default none):
                          values and rates show in it; --json stays plain
  language                auto, en or pt-BR (default auto): auto follows
                          LC_ALL, LC_MESSAGES or LANG, and LANGUAGE before
                          them unless that locale is C (as gettext does)
  cycleStartDay           1 to 28 (default 1): the day your billing cycle
                          starts; 1 is the calendar month (\`timetray report\`)
  weekStart               auto, monday or sunday (default auto: your
                          language's first day of the week, Sunday in Brazil)
  trayTitle               off, today or week (default off): macOS shows that
                          period's hours beside the tray icon
  workDays                the days you work (default mon-fri): e.g.
                          mon,tue,wed or mon-sat; a period budget's pace
                          counts them (\`timetray budgets\`)
  roundTo                 none, 6, 15 or 30 (default none): an invoice
                          rounds each entry up to so many minutes, and
                          says so (\`timetray report --invoice\`)`)
},

cli_summary_doctor: /** @type {(inputs: Cli_Summary_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the keychain, tray host, session type, shortcut, proxy, CA file,
each account's service (TLS, issuer, time taken), clock and accounts, and
print the fix for each problem. Finishes within 10 s; sends no token.`)
},

cli_summary_import_token: /** @type {(inputs: Cli_Summary_Import_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adopt a token created elsewhere (e.g. with curl). The token is read from
standard input (asked for without echo on a terminal).`)
},

cli_summary_login: /** @type {(inputs: Cli_Summary_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in and make the account active.`)
},

cli_summary_logout: /** @type {(inputs: Cli_Summary_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke the token at the service and delete it from the keychain.`)
},

cli_summary_project: /** @type {(inputs: Cli_Summary_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show project ID's details: customer, status, rate, hours, value, members,
open tasks, dates (fetched from the service: the list has no totals).`)
},

cli_summary_projects: /** @type {(inputs: Cli_Summary_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the active account's projects, grouped by customer.`)
},

cli_summary_remove: /** @type {(inputs: Cli_Summary_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out of ACCOUNT (key, label, account id or e-mail), revoking its token
at the service, and remove it from this computer's list, with its budgets
and pins (they are kept only here).`)
},

cli_summary_rename_customer: /** @type {(inputs: Cli_Summary_Rename_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename customer ID to NAME (quote a NAME with spaces: "Acme Brasil Ltda").`)
},

cli_summary_report: /** @type {(inputs: Cli_Summary_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum the hours and money of a period from the service's reports: by project,
customer or day, with a total.`)
},

cli_summary_status: /** @type {(inputs: Cli_Summary_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the active account, whether it is signed in, and any extra CA in
effect (no network call).`)
},

cli_summary_use: /** @type {(inputs: Cli_Summary_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make ACCOUNT (key, label, account id or e-mail) the active one.`)
},

cli_takes_no_value: /** @type {(inputs: Cli_Takes_No_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} takes no value.`)
},

cli_token_stdin_empty: /** @type {(inputs: Cli_Token_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token on standard input is empty.`)
},

cli_trusting_expired: /** @type {(inputs: Cli_Trusting_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trusting ${i?.name} (EXPIRED on ${i?.date}).`)
},

cli_trusting_valid: /** @type {(inputs: Cli_Trusting_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trusting ${i?.name} (valid until ${i?.date}).`)
},

cli_unknown_command: /** @type {(inputs: Cli_Unknown_CommandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown command "${i?.name}".`)
},

cli_unknown_command_nearest: /** @type {(inputs: Cli_Unknown_Command_NearestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown command "${i?.name}". Did you mean \`${i?.nearest}\`?`)
},

cli_unknown_option: /** @type {(inputs: Cli_Unknown_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown option ${i?.option}.`)
},

cli_unknown_option_for: /** @type {(inputs: Cli_Unknown_Option_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown option ${i?.option} for \`timetray ${i?.command}\`.`)
},

cli_unknown_setting: /** @type {(inputs: Cli_Unknown_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown setting "${i?.text}".${i?.guess} Settings: ${i?.keys}.`)
},

cli_unknown_shell: /** @type {(inputs: Cli_Unknown_ShellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No completion for "${i?.shell}": choose ${i?.shells}.`)
},

cli_user_agent_give: /** @type {(inputs: Cli_User_Agent_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give the exact User-Agent the token was created with (curl sends e.g. "${i?.example}").`)
},

cli_user_agent_required: /** @type {(inputs: Cli_User_Agent_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--user-agent is required: give the exact User-Agent the token was created with (e.g. "${i?.example}"). The service binds a token to its User-Agent and destroys it for good when another one is sent.`)
},

cli_user_agent_why: /** @type {(inputs: Cli_User_Agent_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service binds a token to the User-Agent that created it and destroys the token for good when it sees another one.`)
},

cli_waiting_for_busy_service: /** @type {(inputs: Cli_Waiting_For_Busy_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service is busy and asked to wait ${i?.wait}; waiting, then trying again…`)
},

cli_waiting_for_service: /** @type {(inputs: Cli_Waiting_For_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service asked to wait ${i?.wait} (too many requests); waiting, then trying once more…`)
},

cli_webapp_open_failed: /** @type {(inputs: Cli_Webapp_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No web browser could be started (${i?.cause}); open this address yourself: ${i?.url}`)
},

cli_webapp_open_opening: /** @type {(inputs: Cli_Webapp_Open_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening ${i?.url}`)
},

cli_webapp_open_print_option: /** @type {(inputs: Cli_Webapp_Open_Print_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`print the address instead of opening it`)
},

cli_webapp_open_summary: /** @type {(inputs: Cli_Webapp_Open_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the active account's projects page in the web browser (the service's
web app, at https://HOST/a/ACCOUNT/#/projects on the account's own host).`)
},

cli_what_to_check: /** @type {(inputs: Cli_What_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the e-mail and the password, and that the account id is the code after /a/ in the web app's address: with ${i?.accountId}, your projects page would be ${i?.example}`)
},

cli_yes: /** @type {(inputs: Cli_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
},

pin_cli_already_pinned: /** @type {(inputs: Pin_Cli_Already_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already pinned: ${i?.project}.`)
},

pin_cli_archived_hidden: /** @type {(inputs: Pin_Cli_Archived_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is archived, so lists show it only with showArchived on (\`timetray config set showArchived true\`).`)
},

pin_cli_not_pinned: /** @type {(inputs: Pin_Cli_Not_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} was not pinned.`)
},

pin_cli_pinned: /** @type {(inputs: Pin_Cli_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pinned ${i?.project}.`)
},

pin_cli_section: /** @type {(inputs: Pin_Cli_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned`)
},

pin_cli_summary: /** @type {(inputs: Pin_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin project ID: it comes first in the tray, the window and \`projects\`.`)
},

pin_cli_unpin_summary: /** @type {(inputs: Pin_Cli_Unpin_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpin project ID.`)
},

pin_cli_unpinned: /** @type {(inputs: Pin_Cli_UnpinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unpinned ${i?.project}.`)
},
};
