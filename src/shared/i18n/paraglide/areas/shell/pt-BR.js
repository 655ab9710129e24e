// Made by scripts/i18n-compile.mjs from messages/pt-BR.js: the shell area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
budget_alert_passed: /** @type {(inputs: Budget_Alert_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passou de ${i?.percent}% do orçamento`)
},

budget_alert_passed_cycle: /** @type {(inputs: Budget_Alert_Passed_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passou de ${i?.percent}% do orçamento deste ciclo de faturamento`)
},

budget_alert_passed_month: /** @type {(inputs: Budget_Alert_Passed_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passou de ${i?.percent}% do orçamento deste mês`)
},

budget_alert_passed_week: /** @type {(inputs: Budget_Alert_Passed_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” passou de ${i?.percent}% do orçamento desta semana`)
},

pin_tray_section: /** @type {(inputs: Pin_Tray_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
},

shell_account_item: /** @type {(inputs: Shell_Account_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId})`)
},

shell_account_item_signed_out: /** @type {(inputs: Shell_Account_Item_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.accountId}) — sessão encerrada`)
},

shell_add_account: /** @type {(inputs: Shell_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta…`)
},

shell_ca_dialog_button: /** @type {(inputs: Shell_Ca_Dialog_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar esta CA`)
},

shell_ca_dialog_filter_all: /** @type {(inputs: Shell_Ca_Dialog_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os arquivos`)
},

shell_ca_dialog_filter_pem: /** @type {(inputs: Shell_Ca_Dialog_Filter_PemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificados de CA (PEM)`)
},

shell_ca_dialog_title: /** @type {(inputs: Shell_Ca_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o certificado de CA da sua rede (PEM)`)
},

shell_keychain_locked: /** @type {(inputs: Shell_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro bloqueado`)
},

shell_keychain_macos: /** @type {(inputs: Shell_Keychain_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro do macOS`)
},

shell_keychain_windows: /** @type {(inputs: Shell_Keychain_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciador de Credenciais do Windows`)
},

shell_login_needs_approval: /** @type {(inputs: Shell_Login_Needs_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ao entrar no computador aguarda sua aprovação: permita o Timetray em ${i?.place}.`)
},

shell_login_not_confirmed: /** @type {(inputs: Shell_Login_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não mostra a mudança depois.`)
},

shell_login_off_failed: /** @type {(inputs: Shell_Login_Off_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível desativar a abertura ao entrar no computador: ${i?.reason}`)
},

shell_login_on_failed: /** @type {(inputs: Shell_Login_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível ativar a abertura ao entrar no computador: ${i?.reason}`)
},

shell_login_place_macos: /** @type {(inputs: Shell_Login_Place_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes do Sistema → Geral → Itens de Início`)
},

shell_login_place_windows: /** @type {(inputs: Shell_Login_Place_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciador de Tarefas → Aplicativos de inicialização`)
},

shell_login_system_says_off: /** @type {(inputs: Shell_Login_System_Says_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o sistema ainda diz desativado (verifique ${i?.place}).`)
},

shell_login_system_says_on: /** @type {(inputs: Shell_Login_System_Says_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o sistema ainda diz ativado (verifique ${i?.place}).`)
},

shell_login_unavailable: /** @type {(inputs: Shell_Login_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ao entrar no computador não está disponível em ${i?.platform}.`)
},

shell_more_customers: /** @type {(inputs: Shell_More_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mais ${i?.countText} cliente — Mostrar todos na janela…`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mais ${i?.countText} clientes — Mostrar todos na janela…`);
	return /** @type {LocalizedString} */ ("shell_more_customers");
},

shell_more_in_group: /** @type {(inputs: Shell_More_In_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mais ${i?.countText} — Mostrar todos na janela…`)
},

shell_no_active_projects: /** @type {(inputs: Shell_No_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto ativo`)
},

shell_no_projects: /** @type {(inputs: Shell_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto`)
},

shell_no_tray_host_detail: /** @type {(inputs: Shell_No_Tray_Host_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum host StatusNotifier (${i?.watcher}) está rodando nesta sessão. No GNOME, instale e ative a extensão “AppIndicator and KStatusNotifierItem Support” (Debian/Ubuntu: sudo apt install gnome-shell-extension-appindicator, depois saia da sessão e entre de novo). Até lá, abra o Timetray de novo para trazer esta janela de volta.`)
},

shell_no_tray_host_message: /** @type {(inputs: Shell_No_Tray_Host_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta área de trabalho não mostra ícones na bandeja, então o Timetray abriu a janela dele.`)
},

shell_no_tray_host_title: /** @type {(inputs: Shell_No_Tray_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não tem ícone na bandeja aqui`)
},

shell_not_refreshed_yet: /** @type {(inputs: Shell_Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não atualizado`)
},

shell_not_signed_in: /** @type {(inputs: Shell_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não conectado`)
},

shell_open: /** @type {(inputs: Shell_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Timetray`)
},

shell_period_budget_cycle: /** @type {(inputs: Shell_Period_Budget_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.percent}% do orçamento deste ciclo de faturamento`)
},

shell_period_budget_month: /** @type {(inputs: Shell_Period_Budget_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.percent}% do orçamento deste mês`)
},

shell_period_budget_week: /** @type {(inputs: Shell_Period_Budget_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.percent}% do orçamento desta semana`)
},

shell_periods_line: /** @type {(inputs: Shell_Periods_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoje ${i?.today} · Semana ${i?.week}`)
},

shell_periods_not_offered: /** @type {(inputs: Shell_Periods_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas por período: este serviço não tem relatórios`)
},

shell_periods_partial: /** @type {(inputs: Shell_Periods_PartialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.line} (parcial)`)
},

shell_pinned_cycle: /** @type {(inputs: Shell_Pinned_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} · ciclo ${i?.hours}`)
},

shell_project_item: /** @type {(inputs: Shell_Project_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} — ${i?.total}`)
},

shell_project_item_archived: /** @type {(inputs: Shell_Project_Item_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (arquivado) — ${i?.total}`)
},

shell_quit: /** @type {(inputs: Shell_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encerrar o Timetray`)
},

shell_recent: /** @type {(inputs: Shell_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recentes`)
},

shell_refresh: /** @type {(inputs: Shell_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar`)
},

shell_shortcut_invalid: /** @type {(inputs: Shell_Shortcut_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} não é um atalho que o Electron aceita (${i?.reason}) — escolha outro.`)
},

shell_shortcut_refused_wayland: /** @type {(inputs: Shell_Shortcut_Refused_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível registrar ${i?.accelerator}. No Wayland, um atalho global só funciona pelo portal GlobalShortcuts da área de trabalho (KDE Plasma; o GNOME 48+ pede sua confirmação): esta área de trabalho não tem esse portal ou o recusou — associe uma tecla ao Timetray nas configurações de teclado da área de trabalho, ou escolha outro.`)
},

shell_shortcut_taken: /** @type {(inputs: Shell_Shortcut_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.accelerator} já é usado por outro aplicativo ou a área de trabalho o recusou — escolha outro.`)
},

shell_show_all: /** @type {(inputs: Shell_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todos na janela…`)
},

shell_sign_in: /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar…`)
},

shell_sign_out_failed: /** @type {(inputs: Shell_Sign_Out_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu sair da conta: ${i?.reason}`)
},

shell_start_failure_title: /** @type {(inputs: Shell_Start_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu iniciar`)
},

shell_start_unexpected_error: /** @type {(inputs: Shell_Start_Unexpected_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um erro inesperado (${i?.name}) interrompeu a inicialização. Por favor, relate o problema.`)
},

shell_start_unexpected_error_at: /** @type {(inputs: Shell_Start_Unexpected_Error_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um erro inesperado (${i?.name}) interrompeu a inicialização (${i?.frame}). Por favor, relate o problema.`)
},

shell_start_unexpected_value: /** @type {(inputs: Shell_Start_Unexpected_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um erro inesperado (${i?.type}) interrompeu a inicialização.`)
},

shell_starting: /** @type {(inputs: Shell_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando — lendo suas contas e o chaveiro…`)
},

shell_switch_account_failed: /** @type {(inputs: Shell_Switch_Account_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu trocar de conta: ${i?.reason}`)
},

shell_tooltip_projects: /** @type {(inputs: Shell_Tooltip_ProjectsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} projeto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Timetray — ${i?.countText} projetos`);
	return /** @type {LocalizedString} */ ("shell_tooltip_projects");
},

shell_tooltip_signed_out: /** @type {(inputs: Shell_Tooltip_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray — sessão encerrada`)
},

shell_tray_icon_missing: /** @type {(inputs: Shell_Tray_Icon_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O ícone da bandeja está faltando ou não pode ser lido: ${i?.file}`)
},

shell_updated_ago: /** @type {(inputs: Shell_Updated_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizado ${i?.age}`)
},

shell_updated_at: /** @type {(inputs: Shell_Updated_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizado às ${i?.time}`)
},

shell_updated_on: /** @type {(inputs: Shell_Updated_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizado em ${i?.date}, ${i?.time}`)
},

webapp_tray_open: /** @type {(inputs: Webapp_Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Rabbiit`)
},
};
