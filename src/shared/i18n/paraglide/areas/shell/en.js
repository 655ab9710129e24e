// Made by scripts/i18n-compile.mjs from messages/en.js: the shell area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
budget_alert_passed: /** @type {(inputs: Budget_Alert_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passed ${i?.percent}% of its budget`)
},

budget_alert_passed_cycle: /** @type {(inputs: Budget_Alert_Passed_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passed ${i?.percent}% of this billing cycle’s budget`)
},

budget_alert_passed_month: /** @type {(inputs: Budget_Alert_Passed_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passed ${i?.percent}% of this month’s budget`)
},

budget_alert_passed_week: /** @type {(inputs: Budget_Alert_Passed_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passed ${i?.percent}% of this week’s budget`)
},

pin_tray_section: /** @type {(inputs: Pin_Tray_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned`)
},

shell_account_item: /** @type {(inputs: Shell_Account_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId})`)
},

shell_account_item_signed_out: /** @type {(inputs: Shell_Account_Item_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId}) — signed out`)
},

shell_add_account: /** @type {(inputs: Shell_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add account…`)
},

shell_ca_dialog_button: /** @type {(inputs: Shell_Ca_Dialog_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this CA`)
},

shell_ca_dialog_filter_all: /** @type {(inputs: Shell_Ca_Dialog_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All files`)
},

shell_ca_dialog_filter_pem: /** @type {(inputs: Shell_Ca_Dialog_Filter_PemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CA certificates (PEM)`)
},

shell_ca_dialog_title: /** @type {(inputs: Shell_Ca_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the CA certificate of your network (PEM)`)
},

shell_keychain_locked: /** @type {(inputs: Shell_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain locked`)
},

shell_keychain_macos: /** @type {(inputs: Shell_Keychain_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`macOS Keychain`)
},

shell_keychain_windows: /** @type {(inputs: Shell_Keychain_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Windows Credential Manager`)
},

shell_login_needs_approval: /** @type {(inputs: Shell_Login_Needs_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login waits for your approval: allow Timetray in ${i?.place}.`)
},

shell_login_not_confirmed: /** @type {(inputs: Shell_Login_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} does not say so afterwards.`)
},

shell_login_off_failed: /** @type {(inputs: Shell_Login_Off_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login could not be turned off: ${i?.reason}`)
},

shell_login_on_failed: /** @type {(inputs: Shell_Login_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login could not be turned on: ${i?.reason}`)
},

shell_login_place_macos: /** @type {(inputs: Shell_Login_Place_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System Settings → General → Login Items`)
},

shell_login_place_windows: /** @type {(inputs: Shell_Login_Place_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task Manager → Startup apps`)
},

shell_login_system_says_off: /** @type {(inputs: Shell_Login_System_Says_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the system still says off (check ${i?.place}).`)
},

shell_login_system_says_on: /** @type {(inputs: Shell_Login_System_Says_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the system still says on (check ${i?.place}).`)
},

shell_login_unavailable: /** @type {(inputs: Shell_Login_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Launch at login is not available on ${i?.platform}.`)
},

shell_more_customers: /** @type {(inputs: Shell_More_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} more customer — Show all in window…`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} more customers — Show all in window…`);
	return /** @type {LocalizedString} */ ("shell_more_customers");
},

shell_more_in_group: /** @type {(inputs: Shell_More_In_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.countText} more — Show all in window…`)
},

shell_no_active_projects: /** @type {(inputs: Shell_No_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active projects`)
},

shell_no_projects: /** @type {(inputs: Shell_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects`)
},

shell_no_tray_host_detail: /** @type {(inputs: Shell_No_Tray_Host_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No StatusNotifier host (${i?.watcher}) is running on this session. On GNOME, install and enable the “AppIndicator and KStatusNotifierItem Support” extension (Debian/Ubuntu: sudo apt install gnome-shell-extension-appindicator, then log out and in). Until then, start Timetray again to bring this window back.`)
},

shell_no_tray_host_message: /** @type {(inputs: Shell_No_Tray_Host_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This desktop shows no tray icons, so Timetray opened its window instead.`)
},

shell_no_tray_host_title: /** @type {(inputs: Shell_No_Tray_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray has no tray icon here`)
},

shell_not_refreshed_yet: /** @type {(inputs: Shell_Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not refreshed yet`)
},

shell_not_signed_in: /** @type {(inputs: Shell_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not signed in`)
},

shell_open: /** @type {(inputs: Shell_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Timetray`)
},

shell_period_budget_cycle: /** @type {(inputs: Shell_Period_Budget_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.percent}% of this billing cycle’s budget`)
},

shell_period_budget_month: /** @type {(inputs: Shell_Period_Budget_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.percent}% of this month’s budget`)
},

shell_period_budget_week: /** @type {(inputs: Shell_Period_Budget_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.percent}% of this week’s budget`)
},

shell_periods_line: /** @type {(inputs: Shell_Periods_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today ${i?.today} · Week ${i?.week}`)
},

shell_periods_not_offered: /** @type {(inputs: Shell_Periods_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours by period: this service has no reports`)
},

shell_periods_partial: /** @type {(inputs: Shell_Periods_PartialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.line} (partial)`)
},

shell_pinned_cycle: /** @type {(inputs: Shell_Pinned_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} · cycle ${i?.hours}`)
},

shell_project_item: /** @type {(inputs: Shell_Project_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} — ${i?.total}`)
},

shell_project_item_archived: /** @type {(inputs: Shell_Project_Item_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (archived) — ${i?.total}`)
},

shell_quit: /** @type {(inputs: Shell_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quit Timetray`)
},

shell_recent: /** @type {(inputs: Shell_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent`)
},

shell_refresh: /** @type {(inputs: Shell_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
},

shell_shortcut_invalid: /** @type {(inputs: Shell_Shortcut_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} is not a shortcut Electron accepts (${i?.reason}) — choose another.`)
},

shell_shortcut_refused_wayland: /** @type {(inputs: Shell_Shortcut_Refused_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} could not be registered. On Wayland a global shortcut works only through the desktop's GlobalShortcuts portal (KDE Plasma; GNOME 48+ asks you to confirm): this desktop has none or refused it — bind a key to Timetray in the desktop's keyboard settings instead, or choose another.`)
},

shell_shortcut_taken: /** @type {(inputs: Shell_Shortcut_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} is taken by another app or the desktop refused it — choose another.`)
},

shell_show_all: /** @type {(inputs: Shell_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all in window…`)
},

shell_sign_in: /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in…`)
},

shell_sign_out_failed: /** @type {(inputs: Shell_Sign_Out_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Timetray could not sign out: ${i?.reason}`)
},

shell_start_failure_title: /** @type {(inputs: Shell_Start_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray could not start`)
},

shell_start_unexpected_error: /** @type {(inputs: Shell_Start_Unexpected_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An unexpected ${i?.name} stopped the start. Please report it.`)
},

shell_start_unexpected_error_at: /** @type {(inputs: Shell_Start_Unexpected_Error_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An unexpected ${i?.name} stopped the start (${i?.frame}). Please report it.`)
},

shell_start_unexpected_value: /** @type {(inputs: Shell_Start_Unexpected_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An unexpected ${i?.type} was thrown while starting.`)
},

shell_starting: /** @type {(inputs: Shell_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting — reading your accounts and the keychain…`)
},

shell_switch_account_failed: /** @type {(inputs: Shell_Switch_Account_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Timetray could not switch accounts: ${i?.reason}`)
},

shell_tooltip_projects: /** @type {(inputs: Shell_Tooltip_ProjectsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} project`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} projects`);
	return /** @type {LocalizedString} */ ("shell_tooltip_projects");
},

shell_tooltip_signed_out: /** @type {(inputs: Shell_Tooltip_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray — signed out`)
},

shell_tray_icon_missing: /** @type {(inputs: Shell_Tray_Icon_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The tray icon is missing or unreadable: ${i?.file}`)
},

shell_updated_ago: /** @type {(inputs: Shell_Updated_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated ${i?.age}`)
},

shell_updated_at: /** @type {(inputs: Shell_Updated_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated at ${i?.time}`)
},

shell_updated_on: /** @type {(inputs: Shell_Updated_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated on ${i?.date}, ${i?.time}`)
},

webapp_tray_open: /** @type {(inputs: Webapp_Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Rabbiit`)
},
};
