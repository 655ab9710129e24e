// Made by scripts/i18n-compile.mjs from messages/pt-BR.js: the cli area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
budget_cli_bad_number: /** @type {(inputs: Budget_Cli_Bad_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} deve ser um número maior que 0 com no máximo 2 casas decimais, como ${i?.example}, sem separador de milhar (ou none, para remover essa parte); recebido “${i?.text}”.`)
},

budget_cli_bad_per: /** @type {(inputs: Budget_Cli_Bad_PerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--per deve ser week, month, cycle ou lifetime (ou semana, mês, ciclo, total); recebido "${i?.per}".`)
},

budget_cli_both: /** @type {(inputs: Budget_Cli_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} ou ${i?.value}`)
},

budget_cli_budgets_cached_option: /** @type {(inputs: Budget_Cli_Budgets_Cached_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`só as horas salvas (sem rede)`)
},

budget_cli_budgets_notes: /** @type {(inputs: Budget_Cli_Budgets_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ritmo compara a parte usada com a parte dos dias úteis do período que já
passou (configuração workDays, padrão seg-sex): até 5 pontos no ritmo, até
15 um pouco adiantado ou atrasado. Contam os lançamentos de todos, como nos
totais do projeto. Sem rede, as horas salvas com um aviso e o código de
saída da falha.`)
},

budget_cli_budgets_summary: /** @type {(inputs: Budget_Cli_Budgets_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista todos os orçamentos da conta ativa: o de cada projeto com seus totais,
e cada orçamento por semana, mês ou ciclo com as horas deste período, o
ritmo e o resultado do período anterior.`)
},

budget_cli_cell_over: /** @type {(inputs: Budget_Cli_Cell_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⚠ ${i?.progress}`)
},

budget_cli_cell_unknown: /** @type {(inputs: Budget_Cli_Cell_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`?% de ${i?.limit}`)
},

budget_cli_clear_alone: /** @type {(inputs: Budget_Cli_Clear_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--clear remove o orçamento: use-o sem --hours e --value.`)
},

budget_cli_clear_option: /** @type {(inputs: Budget_Cli_Clear_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove o orçamento (e esquece os alertas já dados)`)
},

budget_cli_cleared: /** @type {(inputs: Budget_Cli_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} não tem mais orçamento.`)
},

budget_cli_customer_id: /** @type {(inputs: Budget_Cli_Customer_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente #${i?.id}`)
},

budget_cli_customer_lifetime: /** @type {(inputs: Budget_Cli_Customer_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O orçamento de um cliente recomeça a cada período: informe --per week, month ou cycle (um orçamento do projeto inteiro é de um projeto: timetray budget ID --hours 120).`)
},

budget_cli_customer_named: /** @type {(inputs: Budget_Cli_Customer_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente “${i?.name}” (#${i?.id})`)
},

budget_cli_customer_option: /** @type {(inputs: Budget_Cli_Customer_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o orçamento de um cliente inteiro (todos os seus projetos; exige --per), ex.
um contrato de 40 h por ciclo`)
},

budget_cli_gone_change: /** @type {(inputs: Budget_Cli_Gone_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O projeto #${i?.id} não está mais na lista desta conta, então o orçamento dele não pode ser alterado; \`timetray budget ${i?.id} --clear\` o remove.`)
},

budget_cli_had_none: /** @type {(inputs: Budget_Cli_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} não tinha orçamento.`)
},

budget_cli_half_unknown: /** @type {(inputs: Budget_Cli_Half_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} sem total para comparar`)
},

budget_cli_hours: /** @type {(inputs: Budget_Cli_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
},

budget_cli_hours_option: /** @type {(inputs: Budget_Cli_Hours_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as horas combinadas, p. ex. 120 (ou 7,5), ou none`)
},

budget_cli_label: /** @type {(inputs: Budget_Cli_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento`)
},

budget_cli_near: /** @type {(inputs: Budget_Cli_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — perto do orçamento`)
},

budget_cli_no_budgets: /** @type {(inputs: Budget_Cli_No_BudgetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum orçamento ainda. Defina um com: timetray budget ID --hours 120 (o projeto inteiro), timetray budget ID --hours 20 --per week, ou timetray budget --customer ID --hours 40 --per cycle (um contrato mensal).`)
},

budget_cli_none: /** @type {(inputs: Budget_Cli_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} não tem orçamento. Defina um com: timetray budget ${i?.id} --hours 120 (ou --value 15000)`)
},

budget_cli_not_listed: /** @type {(inputs: Budget_Cli_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}; o projeto #${i?.id} não está mais na lista desta conta — \`timetray budget ${i?.id} --clear\` remove o orçamento`)
},

budget_cli_notes: /** @type {(inputs: Budget_Cli_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem opção, mostra o orçamento e quanto dele já foi usado. --hours ou --value
sozinho muda essa parte e mantém a outra; none a remove (--hours none).
O aplicativo avisa uma vez aos 80% e outra aos 100% do orçamento
(configuração budgetAlerts).
Com --per ou --customer, o mesmo para o orçamento daquele período: conta só
os lançamentos do período e recomeça a cada período (timetray budgets lista
todos).`)
},

budget_cli_over: /** @type {(inputs: Budget_Cli_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — acima do orçamento`)
},

budget_cli_pace_ahead: /** @type {(inputs: Budget_Cli_Pace_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adiantado: neste ritmo acaba antes do fim do período`)
},

budget_cli_pace_behind: /** @type {(inputs: Budget_Cli_Pace_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`atrasado: neste ritmo sobra parte dele`)
},

budget_cli_pace_line: /** @type {(inputs: Budget_Cli_Pace_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gone}% dos dias úteis já passaram: ${i?.pace}`)
},

budget_cli_pace_on_pace: /** @type {(inputs: Budget_Cli_Pace_On_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no ritmo`)
},

budget_cli_pace_slightly_ahead: /** @type {(inputs: Budget_Cli_Pace_Slightly_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um pouco adiantado (usando um pouco mais rápido do que os dias passam)`)
},

budget_cli_pace_slightly_behind: /** @type {(inputs: Budget_Cli_Pace_Slightly_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um pouco atrasado (usando um pouco mais devagar do que os dias passam)`)
},

budget_cli_partial: /** @type {(inputs: Budget_Cli_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(alguns dias ainda não buscados: parcial)`)
},

budget_cli_per_cycle: /** @type {(inputs: Budget_Cli_Per_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} por ciclo de faturamento`)
},

budget_cli_per_lifetime: /** @type {(inputs: Budget_Cli_Per_LifetimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} no total`)
},

budget_cli_per_month: /** @type {(inputs: Budget_Cli_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} por mês`)
},

budget_cli_per_needed: /** @type {(inputs: Budget_Cli_Per_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diga a cada quanto tempo ele recomeça: --per week, month ou cycle.`)
},

budget_cli_per_option: /** @type {(inputs: Budget_Cli_Per_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lifetime (o padrão: o projeto inteiro), ou week, month ou cycle: o
orçamento recomeça a cada período (cycle: veja a configuração cycleStartDay)`)
},

budget_cli_per_week: /** @type {(inputs: Budget_Cli_Per_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} por semana`)
},

budget_cli_period_cleared: /** @type {(inputs: Budget_Cli_Period_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} não tem mais orçamento por período.`)
},

budget_cli_period_had_none: /** @type {(inputs: Budget_Cli_Period_Had_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} não tinha orçamento por período.`)
},

budget_cli_period_head: /** @type {(inputs: Budget_Cli_Period_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target}: ${i?.budget}`)
},

budget_cli_period_line: /** @type {(inputs: Budget_Cli_Period_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: ${i?.used} — ${i?.progress}`)
},

budget_cli_period_none: /** @type {(inputs: Budget_Cli_Period_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} não tem orçamento por período. Defina um com: timetray budget ${i?.how} --hours 40 --per cycle (ou week, month)`)
},

budget_cli_progress: /** @type {(inputs: Budget_Cli_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% de ${i?.limit}`)
},

budget_cli_progress_both: /** @type {(inputs: Budget_Cli_Progress_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}, ${i?.value}`)
},

budget_cli_progress_none: /** @type {(inputs: Budget_Cli_Progress_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ainda sem número para comparar`)
},

budget_cli_progress_unknown: /** @type {(inputs: Budget_Cli_Progress_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (o progresso aparece quando os totais do projeto forem buscados: timetray project ${i?.id})`)
},

budget_cli_project_id: /** @type {(inputs: Budget_Cli_Project_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projeto #${i?.id}`)
},

budget_cli_project_named: /** @type {(inputs: Budget_Cli_Project_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projeto “${i?.name}” (#${i?.id})`)
},

budget_cli_project_or_customer: /** @type {(inputs: Budget_Cli_Project_Or_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o ID de um projeto ou --customer ID, não os dois.`)
},

budget_cli_set: /** @type {(inputs: Budget_Cli_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orçamento de ${i?.project}: ${i?.budget}.`)
},

budget_cli_summary: /** @type {(inputs: Budget_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra, define ou remove o orçamento do projeto ID ou de um cliente
(--customer), em horas e/ou valor, do projeto inteiro ou por semana, mês ou
ciclo (guardado neste computador, por conta: o serviço não tem campo de
orçamento).`)
},

budget_cli_used_both: /** @type {(inputs: Budget_Cli_Used_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}, ${i?.value}`)
},

budget_cli_value_option: /** @type {(inputs: Budget_Cli_Value_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o valor combinado, p. ex. 15000 (sem ponto de milhar), ou none`)
},

budget_cli_which: /** @type {(inputs: Budget_Cli_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qual orçamento? Informe o ID de um projeto (timetray budget 7 --hours 120) ou um cliente (timetray budget --customer 3 --hours 40 --per cycle).`)
},

cli_accepted_boolean: /** @type {(inputs: Cli_Accepted_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`true ou false`)
},

cli_accepted_ca_file: /** @type {(inputs: Cli_Accepted_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um arquivo PEM de certificados de CA, ou none`)
},

cli_accepted_currency: /** @type {(inputs: Cli_Accepted_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none ou um código de moeda como BRL, USD ou EUR`)
},

cli_accepted_cycle_start_day: /** @type {(inputs: Cli_Accepted_Cycle_Start_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`um dia do mês de ${i?.min} a ${i?.max}: o dia em que o seu ciclo de faturamento começa (1: o mês do calendário)`)
},

cli_accepted_interval: /** @type {(inputs: Cli_Accepted_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5, 15, 30, 60 ou manual`)
},

cli_accepted_language: /** @type {(inputs: Cli_Accepted_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (auto segue o idioma do sistema: LANGUAGE, LC_ALL, LC_MESSAGES ou LANG)`)
},

cli_accepted_round_to: /** @type {(inputs: Cli_Accepted_Round_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (minutos para os quais cada lançamento da fatura é arredondado para cima; none: exato)`)
},

cli_accepted_shortcut: /** @type {(inputs: Cli_Accepted_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um atalho como CommandOrControl+Alt+T, ou off`)
},

cli_accepted_tray_title: /** @type {(inputs: Cli_Accepted_Tray_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (macOS: o que a barra de menus mostra ao lado do ícone)`)
},

cli_accepted_week_start: /** @type {(inputs: Cli_Accepted_Week_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.choices} (auto: o primeiro dia da semana do seu idioma, domingo no Brasil)`)
},

cli_accepted_work_days: /** @type {(inputs: Cli_Accepted_Work_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dias da semana: seg,ter,qua,qui,sex ou um intervalo seg-sex (ou em inglês: mon-fri); os dias que o ritmo de um orçamento por período conta`)
},

cli_accepts: /** @type {(inputs: Cli_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray aceita: ${i?.options}.`)
},

cli_account_argument: /** @type {(inputs: Cli_Account_ArgumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aqui a conta é um argumento: ${i?.corrected}`)
},

cli_account_key_line: /** @type {(inputs: Cli_Account_Key_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`chave: ${i?.key}`)
},

cli_account_line: /** @type {(inputs: Cli_Account_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  conta ${i?.accountId} em ${i?.baseUrl}  (${i?.state})  ${i?.lastUsed}`)
},

cli_account_option: /** @type {(inputs: Cli_Account_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Informe a conta com --account: ${i?.corrected}`)
},

cli_archived_flag: /** @type {(inputs: Cli_Archived_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[arquivado]`)
},

cli_argument_count: /** @type {(inputs: Cli_Argument_CountInputs) => LocalizedString} */ (i) => {const expectedPlural = registry.plural("pt-BR", i?.expected, {});
	if (expectedPlural === "one") return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage} — esperava ${i?.expected} argumento, recebeu ${i?.got}.`);
	if (expectedPlural === "other") return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage} — esperava ${i?.expected} argumentos, recebeu ${i?.got}.`);
	return /** @type {LocalizedString} */ ("cli_argument_count");
},

cli_argument_none: /** @type {(inputs: Cli_Argument_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage} — não recebe argumentos (recebeu: ${i?.given}).`)
},

cli_argument_range: /** @type {(inputs: Cli_Argument_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.least} a ${i?.most}`)
},

cli_ask_account_id: /** @type {(inputs: Cli_Ask_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da conta (depois de /a/ no aplicativo web)`)
},

cli_ask_email: /** @type {(inputs: Cli_Ask_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
},

cli_ask_password: /** @type {(inputs: Cli_Ask_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha`)
},

cli_ask_service_address: /** @type {(inputs: Cli_Ask_Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço do serviço`)
},

cli_ask_token: /** @type {(inputs: Cli_Ask_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
},

cli_bad_shortcut: /** @type {(inputs: Cli_Bad_ShortcutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” não é um atalho que o Timetray entenda: use um ou mais modificadores (CommandOrControl, Ctrl, Alt, Shift, Super) e uma tecla, p. ex. CommandOrControl+Alt+T.`)
},

cli_billable_by_person: /** @type {(inputs: Cli_Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sim, por pessoa`)
},

cli_billable_by_project: /** @type {(inputs: Cli_Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sim, por projeto`)
},

cli_both: /** @type {(inputs: Cli_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} e ${i?.second}`)
},

cli_ca_file_flag: /** @type {(inputs: Cli_Ca_File_FlagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo dado com --ca-file não pode ser usado: ${i?.problem}. ${i?.fix}`)
},

cli_ca_unusable: /** @type {(inputs: Cli_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo de CA extra está configurado, mas não pode ser usado: ${i?.problem}. As conexões vão falhar até que isso seja corrigido. ${i?.fix}`)
},

cli_cancelled: /** @type {(inputs: Cli_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado.`)
},

cli_command_accepts: /** @type {(inputs: Cli_Command_AcceptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` aceita: ${i?.options}.`)
},

cli_config_app_applies: /** @type {(inputs: Cli_Config_App_AppliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O aplicativo Timetray aplica isso: na hora, se estiver aberto; senão, quando abrir de novo.`)
},

cli_config_now: /** @type {(inputs: Cli_Config_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} agora é ${i?.value}.`)
},

cli_config_usage: /** @type {(inputs: Cli_Config_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso: timetray config [get CHAVE | set CHAVE VALOR].`)
},

cli_count_budgets: /** @type {(inputs: Cli_Count_BudgetsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} orçamento`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} orçamentos`);
	return /** @type {LocalizedString} */ ("cli_count_budgets");
},

cli_count_pins: /** @type {(inputs: Cli_Count_PinsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} projeto fixado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} projetos fixados`);
	return /** @type {LocalizedString} */ ("cli_count_pins");
},

cli_customer_group: /** @type {(inputs: Cli_Customer_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}  (cliente ${i?.id})`)
},

cli_customer_not_in_account: /** @type {(inputs: Cli_Customer_Not_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há cliente ${i?.id} nesta conta — \`timetray projects\` mostra o ID de cada cliente.`)
},

cli_customer_number: /** @type {(inputs: Cli_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente nº ${i?.id}`)
},

cli_customer_renamed: /** @type {(inputs: Cli_Customer_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O cliente ${i?.id} agora se chama “${i?.name}”.`)
},

cli_dash_value: /** @type {(inputs: Cli_Dash_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se ${i?.value} é um valor, e não uma opção, coloque -- antes dele: ${i?.corrected}`)
},

cli_details_cached: /** @type {(inputs: Cli_Details_CachedInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Dados em cache, salvos às ${i?.when}.`);
	return /** @type {LocalizedString} */ (`Dados em cache, salvos em ${i?.when}.`)
	
},

cli_details_fetched: /** @type {(inputs: Cli_Details_FetchedInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Detalhes buscados às ${i?.when}.`);
	return /** @type {LocalizedString} */ (`Detalhes buscados em ${i?.when}.`)
	
},

cli_did_you_mean_option: /** @type {(inputs: Cli_Did_You_Mean_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você quis dizer ${i?.nearest}?`)
},

cli_disk_full: /** @type {(inputs: Cli_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o disco está cheio`)
},

cli_help_commands_heading: /** @type {(inputs: Cli_Help_Commands_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comandos:`)
},

cli_help_exit_codes: /** @type {(inputs: Cli_Help_Exit_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos de saída:
  0 ok · 1 falha (inclusive um chaveiro inutilizável) · 2 erro de uso ou entrada inválida
  3 é preciso entrar (sem sessão, ou o serviço a recusou)
  4 falha de rede ou de TLS, ou o serviço pediu para esperar (pedidos demais)
  5 o chaveiro está bloqueado: desbloqueie-o e rode o comando de novo (nada foi mudado)
  130 cancelado numa pergunta (Ctrl-C); o fim da entrada numa pergunta (Ctrl-D) é erro de uso (2)
  137 o chaveiro nunca respondeu; o comando se encerrou (veja a mensagem)`)
},

cli_help_global_options_heading: /** @type {(inputs: Cli_Help_Global_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opções globais:`)
},

cli_help_intro: /** @type {(inputs: Cli_Help_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`timetray — seus projetos do Rabbiit na linha de comando.
Usa as mesmas contas, entradas do chaveiro e User-Agent que o aplicativo de bandeja Timetray.`)
},

cli_help_json_heading: /** @type {(inputs: Cli_Help_Json_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saída --json (um documento JSON na saída padrão; estável, campos só são acrescentados;
as chaves e os códigos não são traduzidos):`)
},

cli_help_json_shapes: /** @type {(inputs: Cli_Help_Json_ShapesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`  Account  = {"key","label","baseUrl","accountId","email","signedIn":bool|null,"active":bool,
              "lastUsed": ISO-time|null, "keychain": "ok"|"locked"|"unavailable"}
              signedIn=null: desconhecido, o chaveiro não pôde ser consultado ("keychain" diz
              por quê); lastUsed: o último uso bem-sucedido do token (null: desconhecido)
  --version        {"version": string}
  login, import-token, use  {"account": Account}
  logout, remove   {"account": "<key>", "revoked": bool,
                    "state": "revoked"|"not_signed_in"|"not_reached", "warning"?: string}
                   revoked=true só quando um token foi encerrado no serviço; not_signed_in:
                   não havia token (nada revogado); not_reached: não foi possível avisar o
                   serviço (sem conexão), o token foi apagado neste computador mesmo assim;
                   remove acrescenta {"forgotten": {"budgets": number, "pins": number}}
  accounts         {"accounts": [Account, ...]}
  status           {"signedIn": bool|null, "account": Account|null, "reason": string|null,
                    "cachedProjects": number, "lastRefresh": ISO-time|null,
                    "caFile": path|null, "caFileProblem": string|null (por que caFile não
                    pode ser usado), "keychainError": string|null,
                    "keychain": "ok"|"locked"|"unavailable"}
  projects         {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time|null,
                    "skipped": number, "moneyHidden": bool, "stale": bool,
                    "search": string|null, "projects": [Project, ...]}   stale=true: não foi possível obter uma
                    lista nova (sem conexão, a sessão terminou, o chaveiro bloqueado ou
                    inutilizável); esta é a salva, "error": {"code","message"} diz por quê,
                    o mesmo erro está na saída de erro e o código de saída não é zero.
                    O dinheiro nunca é ocultado no --json; moneyHidden diz a configuração hideMoney.
                    Todos os projetos são listados, inclusive os arquivados, seja qual for showArchived.
                    Project como no aplicativo:
                    {"id","name","description","active","status","customerId","customerName",
                     "billable","rate","timeTotalSeconds",...}
  project          {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time,
                    "moneyHidden": bool, "stale": bool, "project": Project}   (stale e
                    "error" como em projects)   com os totais: "timeTotalSeconds", "valueTotal",
                    "totalMembers", "totalActiveTasks"; "budget": {"hours","value","percent"}|null,
                    "pinned": bool (projects: também em cada projeto, com "totals":
                    {"timeTotalSeconds","valueTotal","fetchedAt"}|null do seu último project ID)
  report           {"account": "<key>", "offered": true, "period": nome, "from", "to": AAAA-MM-DD,
                    "grouping": "project"|"customer"|"day", "totalSeconds": número,
                    "totalValue": número|null, "mine": {"seconds","value"}|null, "rows": [{"projectId"|
                    "customerId"|"date", "name", "seconds", "value", "mine"}, ...], "days": [{"date",
                    "seconds"|null, "value"}, ...], "partial": bool, "missing": [{"from","to"}],
                    "fresh": bool, "asOf": hora-ISO|null, "moneyHidden": bool, "stale": bool}
                   value null: o serviço não deu valor (nunca 0); mine: as suas, só quando
                   lançamentos de outras pessoas também contam; sem relatórios: {"offered": false, ...}
  report --invoice {"account", "invoice": true, "customerId", "customerName", "period", "from", "to",
                    "roundTo": 6|15|30|null, "lines": [{"projectId", "name", "seconds", "hours",
                    "rate", "value"}, ...], "totalSeconds", "totalHours", "totalValue", "fresh",
                    "asOf", "stale"}
  budget, budgets  veja \`timetray budget --help\` e \`timetray budgets --help\`
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR",
                    "budgetAlerts": bool, "currency": "none"|code,
                    "cycleStartDay": 1..28, "weekStart": "auto"|"monday"|"sunday",
                    "trayTitle": "off"|"today"|"week",
                    "workDays": ["mon",...], "roundTo": 6|15|30|null}}
  config get/set   {"key": string, "value": ...}   (null: manual / off / sem caFile)
  doctor           {"ok": bool, "elapsedMs": number, "checks": [{"id", "status": "ok"|"warn"|"fail",
                    "found": string, "fix": string|null, "subject"?: endereço ou conta}, ...]}
  errors (stderr)  {"error": {"code": string, "message": string}}   code: "bad_input" para um
                   erro de uso ou entrada inválida (saída 2), "signed_out", "unauthorized",
                   "network", "timeout", "tls", "keychain", "keychain_locked", "settings", ... (como no aplicativo)
  warnings (stderr)  {"warning": {"code": string, "message": string}}   uma linha cada; code "settings":
                   um problema que não impediu nada (valores ignorados nas configurações, um arquivo
                   salvo não lido ou não gravado); "lock_wait": esperando outro Timetray terminar
                   Só as perguntas que login e import-token fazem num terminal são texto simples;
                   com todas as opções e --password-stdin (ou o token na entrada), não há perguntas.`)
},

cli_help_options_heading: /** @type {(inputs: Cli_Help_Options_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opções:`)
},

cli_help_options_placeholder: /** @type {(inputs: Cli_Help_Options_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[opções]`)
},

cli_help_see_overview: /** @type {(inputs: Cli_Help_See_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os comandos, os códigos de saída e os formatos do --json: \`timetray --help\`.`)
},

cli_help_settings_where: /** @type {(inputs: Cli_Help_Settings_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As configurações ficam em $TIMETRAY_CONFIG_DIR, senão na pasta de configuração do
usuário (Linux: $XDG_CONFIG_HOME/Timetray ou ~/.config/Timetray). Os tokens ficam só
no chaveiro do sistema.`)
},

cli_help_times: /** @type {(inputs: Cli_Help_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os horários aparecem na hora local, no formato do idioma (a configuração language,
senão LC_ALL, LC_TIME ou LANG); --json mantém ISO 8601.`)
},

cli_help_usage_line: /** @type {(inputs: Cli_Help_Usage_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uso: timetray ${i?.usage}`)
},

cli_help_usage_overview: /** @type {(inputs: Cli_Help_Usage_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso: timetray <comando> [opções]
     timetray <comando> --help    só esse comando, com as opções dele`)
},

cli_input_ended: /** @type {(inputs: Cli_Input_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado: a entrada terminou antes de uma resposta.`)
},

cli_invoice_by_project: /** @type {(inputs: Cli_Invoice_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma fatura lista os projetos de um cliente: deixe de fora --by e --project.`)
},

cli_invoice_money_hidden: /** @type {(inputs: Cli_Invoice_Money_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O dinheiro está oculto (configuração hideMoney), e uma fatura sem seus valores estaria errada: mostre o dinheiro com \`timetray config set hideMoney false\`, ou deixe de fora --invoice.`)
},

cli_invoice_needs_customer: /** @type {(inputs: Cli_Invoice_Needs_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma fatura é de um cliente: informe --customer ID (timetray projects mostra o id de cada cliente).`)
},

cli_invoice_option: /** @type {(inputs: Cli_Invoice_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a fatura de um cliente (exige --customer; PERIOD padrão last-cycle): uma
linha por projeto com horas, taxa e valor, e o total`)
},

cli_invoice_partial: /** @type {(inputs: Cli_Invoice_PartialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nem todos os dias do período são conhecidos (${i?.days}), então a fatura ficaria incompleta; nada foi impresso. Tente de novo quando o serviço responder (sem --cached).`)
},

cli_invoice_rate: /** @type {(inputs: Cli_Invoice_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxa`)
},

cli_invoice_rounded: /** @type {(inputs: Cli_Invoice_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada lançamento arredondado para cima em ${i?.minutes} minutos (configuração roundTo).`)
},

cli_invoice_title: /** @type {(inputs: Cli_Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fatura · ${i?.customer} · ${i?.period}`)
},

cli_label_billable: /** @type {(inputs: Cli_Label_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável`)
},

cli_label_changed: /** @type {(inputs: Cli_Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterado em`)
},

cli_label_created: /** @type {(inputs: Cli_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado em`)
},

cli_label_customer: /** @type {(inputs: Cli_Label_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
},

cli_label_description: /** @type {(inputs: Cli_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
},

cli_label_hours: /** @type {(inputs: Cli_Label_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
},

cli_label_members: /** @type {(inputs: Cli_Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membros`)
},

cli_label_open_tasks: /** @type {(inputs: Cli_Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarefas abertas`)
},

cli_label_rate: /** @type {(inputs: Cli_Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor hora`)
},

cli_label_status: /** @type {(inputs: Cli_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Situação`)
},

cli_label_value: /** @type {(inputs: Cli_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
},

cli_last_use_unknown: /** @type {(inputs: Cli_Last_Use_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso desconhecido`)
},

cli_last_used_days: /** @type {(inputs: Cli_Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`usada há ${i?.days} dias`)
},

cli_last_used_today: /** @type {(inputs: Cli_Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usada hoje`)
},

cli_last_used_yesterday: /** @type {(inputs: Cli_Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usada ontem`)
},

cli_list_cached: /** @type {(inputs: Cli_List_CachedInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`lista em cache, salva às ${i?.when}`);
	return /** @type {LocalizedString} */ (`lista em cache, salva em ${i?.when}`)
	
},

cli_list_refreshed: /** @type {(inputs: Cli_List_RefreshedInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`lista atualizada às ${i?.when}`);
	return /** @type {LocalizedString} */ (`lista atualizada em ${i?.when}`)
	
},

cli_list_saved: /** @type {(inputs: Cli_List_SavedInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`lista salva às ${i?.when}`);
	return /** @type {LocalizedString} */ (`lista salva em ${i?.when}`)
	
},

cli_logout_not_signed_in: /** @type {(inputs: Cli_Logout_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} não estava com sessão ativa; nada a revogar.`)
},

cli_logout_not_told: /** @type {(inputs: Cli_Logout_Not_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você saiu de ${i?.name} neste computador (o token foi apagado do chaveiro), mas não foi possível avisar o serviço: lá o token continua válido até ficar 30 dias sem uso.`)
},

cli_logout_revoked: /** @type {(inputs: Cli_Logout_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você saiu de ${i?.name}. O token foi revogado no serviço e apagado do chaveiro.`)
},

cli_markdown_or_json: /** @type {(inputs: Cli_Markdown_Or_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma só entre --markdown e --json.`)
},

cli_needs_value: /** @type {(inputs: Cli_Needs_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} precisa de um valor: ${i?.option} ${i?.valueName}.`)
},

cli_no: /** @type {(inputs: Cli_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não`)
},

cli_no_account_matches: /** @type {(inputs: Cli_No_Account_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhuma conta corresponde a “${i?.text}”. Veja \`timetray accounts\`.`)
},

cli_no_account_to_sign_out: /** @type {(inputs: Cli_No_Account_To_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta para sair. Veja \`timetray accounts\`.`)
},

cli_no_account_yet: /** @type {(inputs: Cli_No_Account_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda — rode \`timetray login\` primeiro.`)
},

cli_no_accounts_yet: /** @type {(inputs: Cli_No_Accounts_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda. Adicione uma com \`timetray login\`.`)
},

cli_no_active_account: /** @type {(inputs: Cli_No_Active_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta está ativa: escolha uma com \`timetray use CONTA\` (\`timetray accounts\` lista as contas).`)
},

cli_no_command: /** @type {(inputs: Cli_No_CommandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum comando informado. Os comandos e as opções deles: \`timetray --help\`.`)
},

cli_no_customer: /** @type {(inputs: Cli_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem cliente`)
},

cli_no_list_to_check: /** @type {(inputs: Cli_No_List_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ainda não há lista de projetos salva para esta conta, então o ID ${i?.id} não pode ser conferido: \`timetray projects\` busca a lista depois que você entrar.`)
},

cli_no_password_given: /** @type {(inputs: Cli_No_Password_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma senha informada.`)
},

cli_no_terminal_password: /** @type {(inputs: Cli_No_Terminal_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há terminal para pedir a senha: envie-a pela entrada padrão com --password-stdin.`)
},

cli_no_terminal_secret: /** @type {(inputs: Cli_No_Terminal_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há terminal para perguntar: envie o segredo pela entrada padrão.`)
},

cli_no_token_given: /** @type {(inputs: Cli_No_Token_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum token informado.`)
},

cli_not_an_id: /** @type {(inputs: Cli_Not_An_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} não é um ID: IDs são números inteiros positivos (\`timetray projects\` mostra os IDs).`)
},

cli_not_an_option_of: /** @type {(inputs: Cli_Not_An_Option_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`\`timetray ${i?.command}\` não tem a opção ${i?.option}.`)
},

cli_not_cached: /** @type {(inputs: Cli_Not_CachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há detalhes deste projeto salvos neste computador: \`timetray project ${i?.id}\` os busca quando você estiver conectado e com a sessão ativa.`)
},

cli_not_in_account: /** @type {(inputs: Cli_Not_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há projeto ${i?.id} nesta conta — \`timetray projects\` lista os IDs.`)
},

cli_not_saved: /** @type {(inputs: Cli_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: ${i?.problem}.`)
},

cli_notes_doctor: /** @type {(inputs: Cli_Notes_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sai com 0 quando nada falhou (avisos permitidos), 1 caso contrário.`)
},

cli_notes_project: /** @type {(inputs: Cli_Notes_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sai com 1 quando o serviço não tem o projeto (um que estava na lista
também é removido da lista em cache). Sem conexão, os detalhes salvos
são mostrados como em projects. Com hideMoney ligado, valor hora e valor
aparecem como •••.`)
},

cli_notes_projects: /** @type {(inputs: Cli_Notes_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projetos arquivados só são listados com showArchived ligado, como no aplicativo
(\`timetray config set showArchived true\`); a última linha diz quantos
estão ocultos. --json lista todos os projetos, inclusive os arquivados.
Quando o serviço não consegue dar uma lista nova, a salva é mostrada, com
uma linha na saída de erro dizendo de quando e por quê; o código de saída
continua o da falha (4 sem conexão).
Quando o \`timetray report\` (ou o aplicativo) já salvou as horas deste ciclo,
uma segunda coluna de horas as mostra, daquele momento
(--json: cycleSeconds, senão null).`)
},

cli_notes_projects_search: /** @type {(inputs: Cli_Notes_Projects_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Com ${i?.words}, só os projetos cujo nome ou cliente contém cada palavra, em qualquer ordem, sem contar acentos e maiúsculas (#ID indica um), como a busca da janela.`)
},

cli_notes_report: /** @type {(inputs: Cli_Notes_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: today, yesterday, week, last-week, month, last-month, cycle (o
padrão), last-cycle (ou hoje, ontem, semana, semana-passada, mes, mes-passado,
ciclo, ciclo-passado), um mês como 2026-11, ou DE..ATÉ como
2026-11-07..2026-12-06. O ciclo começa no dia da configuração cycleStartDay
(1: o mês do calendário), a semana em weekStart. Offline, as horas salvas são
mostradas como em projects; dias nunca buscados aparecem como faltando, nunca
como zero.`)
},

cli_now_using: /** @type {(inputs: Cli_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name}.`)
},

cli_now_using_keychain_locked: /** @type {(inputs: Cli_Now_Using_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name} (chaveiro bloqueado).`)
},

cli_now_using_keychain_unavailable: /** @type {(inputs: Cli_Now_Using_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name} (chaveiro indisponível).`)
},

cli_now_using_signed_out: /** @type {(inputs: Cli_Now_Using_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa: ${i?.name} (sessão encerrada: rode \`timetray login\`).`)
},

cli_opt_account_id: /** @type {(inputs: Cli_Opt_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o ID da conta: o código depois de /a/ no aplicativo web`)
},

cli_opt_base_url: /** @type {(inputs: Cli_Opt_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`endereço do serviço, p. ex. https://app.rabbiit.com/api/v1`)
},

cli_opt_ca_file: /** @type {(inputs: Cli_Opt_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confia também nos certificados de CA em ARQUIVO (PEM); login e import-token
salvam o caminho absoluto dele como configuração`)
},

cli_opt_email_import: /** @type {(inputs: Cli_Opt_Email_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o e-mail da conta`)
},

cli_opt_email_login: /** @type {(inputs: Cli_Opt_Email_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o e-mail com que você entra`)
},

cli_opt_help: /** @type {(inputs: Cli_Opt_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta ajuda`)
},

cli_opt_json: /** @type {(inputs: Cli_Opt_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`saída para máquinas (formatos em \`timetray --help\`)`)
},

cli_opt_label: /** @type {(inputs: Cli_Opt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um nome para a conta nas listas`)
},

cli_opt_logout_account: /** @type {(inputs: Cli_Opt_Logout_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uma conta: chave, rótulo, ID da conta ou e-mail
(padrão: a conta ativa)`)
},

cli_opt_markdown: /** @type {(inputs: Cli_Opt_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um resumo em Markdown para colar na atualização ao cliente`)
},

cli_opt_password_stdin: /** @type {(inputs: Cli_Opt_Password_StdinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lê a senha da entrada padrão
(senão ela é pedida no terminal, sem eco)`)
},

cli_opt_project_cached: /** @type {(inputs: Cli_Opt_Project_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`os detalhes buscados por último neste computador, sem rede`)
},

cli_opt_projects_cached: /** @type {(inputs: Cli_Opt_Projects_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mostra a última lista conhecida sem chamar o serviço`)
},

cli_opt_remove_yes: /** @type {(inputs: Cli_Opt_Remove_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove sem perguntar, mesmo uma conta com orçamentos ou projetos fixados`)
},

cli_opt_report_by: /** @type {(inputs: Cli_Opt_Report_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agrupa por projeto (o padrão), cliente ou dia`)
},

cli_opt_report_cached: /** @type {(inputs: Cli_Opt_Report_CachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as horas salvas neste computador, sem rede`)
},

cli_opt_report_csv: /** @type {(inputs: Cli_Opt_Report_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`valores separados por vírgula para uma planilha ou fatura (iguais em
todos os idiomas: ponto decimal, datas ISO, horas decimais)`)
},

cli_opt_report_customer: /** @type {(inputs: Cli_Opt_Report_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`só os projetos do cliente ID`)
},

cli_opt_report_markdown: /** @type {(inputs: Cli_Opt_Report_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um resumo em Markdown para colar num e-mail ao cliente`)
},

cli_opt_report_project: /** @type {(inputs: Cli_Opt_Report_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`só o projeto ID`)
},

cli_opt_user_agent: /** @type {(inputs: Cli_Opt_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OBRIGATÓRIO: o User-Agent exato com que o token foi criado
(pedido no terminal). O serviço vincula um token ao seu
User-Agent e o destrói de vez quando vê outro.`)
},

cli_opt_version: /** @type {(inputs: Cli_Opt_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a versão do timetray`)
},

cli_option_refused: /** @type {(inputs: Cli_Option_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.given}: ${i?.problem}`)
},

cli_option_required: /** @type {(inputs: Cli_Option_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--${i?.option} é obrigatório para \`timetray ${i?.command}\`.`)
},

cli_output_failed: /** @type {(inputs: Cli_Output_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timetray: Não foi possível escrever a saída (${i?.why}) — verifique para onde vai a saída padrão, ou rode o comando sem redirecioná-la.`)
},

cli_password_stdin_empty: /** @type {(inputs: Cli_Password_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha na entrada padrão está vazia.`)
},

cli_per_hour: /** @type {(inputs: Cli_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.money} / h`)
},

cli_period_cycle: /** @type {(inputs: Cli_Period_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciclo atual`)
},

cli_period_figure: /** @type {(inputs: Cli_Period_FigureInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`${i?.hours} (salvas às ${i?.when})`);
	return /** @type {LocalizedString} */ (`${i?.hours} (salvas em ${i?.when})`)
	
},

cli_period_last_cycle: /** @type {(inputs: Cli_Period_Last_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciclo passado`)
},

cli_period_last_month: /** @type {(inputs: Cli_Period_Last_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês passado`)
},

cli_period_last_week: /** @type {(inputs: Cli_Period_Last_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semana passada`)
},

cli_period_month: /** @type {(inputs: Cli_Period_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mês`)
},

cli_period_today: /** @type {(inputs: Cli_Period_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoje`)
},

cli_period_week: /** @type {(inputs: Cli_Period_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
},

cli_period_yesterday: /** @type {(inputs: Cli_Period_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontem`)
},

cli_ph_account: /** @type {(inputs: Cli_Ph_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CONTA`)
},

cli_ph_file: /** @type {(inputs: Cli_Ph_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ARQUIVO`)
},

cli_ph_key: /** @type {(inputs: Cli_Ph_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CHAVE`)
},

cli_ph_name: /** @type {(inputs: Cli_Ph_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOME`)
},

cli_ph_period: /** @type {(inputs: Cli_Ph_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PERÍODO`)
},

cli_ph_text: /** @type {(inputs: Cli_Ph_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TEXTO`)
},

cli_ph_value: /** @type {(inputs: Cli_Ph_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VALOR`)
},

cli_ph_words: /** @type {(inputs: Cli_Ph_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PALAVRAS`)
},

cli_projects_archived_hidden: /** @type {(inputs: Cli_Projects_Archived_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} arquivado oculto (\`timetray config set showArchived true\` mostra)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} arquivados ocultos (\`timetray config set showArchived true\` mostra)`);
	return /** @type {LocalizedString} */ ("cli_projects_archived_hidden");
},

cli_projects_count: /** @type {(inputs: Cli_Projects_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} projeto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} projetos`);
	return /** @type {LocalizedString} */ ("cli_projects_count");
},

cli_projects_cycle_legend: /** @type {(inputs: Cli_Projects_Cycle_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A segunda coluna de horas são as suas próprias horas deste ciclo, salvas ${i?.when}; \`timetray report\` as atualiza.`)
},

cli_projects_hours_unknown: /** @type {(inputs: Cli_Projects_Hours_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– : horas ainda não buscadas; \`timetray project ID\` busca os totais de um projeto.`)
},

cli_projects_none: /** @type {(inputs: Cli_Projects_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto nesta conta`)
},

cli_projects_none_active: /** @type {(inputs: Cli_Projects_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto ativo`)
},

cli_projects_none_match: /** @type {(inputs: Cli_Projects_None_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum projeto com “${i?.search}”`)
},

cli_projects_none_saved: /** @type {(inputs: Cli_Projects_None_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há lista de projetos salva neste computador: \`timetray projects\` a busca quando a sessão estiver ativa (\`timetray login\`).`)
},

cli_projects_not_listed: /** @type {(inputs: Cli_Projects_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível listar os projetos: ${i?.problem}`)
},

cli_projects_search: /** @type {(inputs: Cli_Projects_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`com “${i?.search}”`)
},

cli_projects_skipped: /** @type {(inputs: Cli_Projects_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} item ilegível ignorado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} itens ilegíveis ignorados`);
	return /** @type {LocalizedString} */ ("cli_projects_skipped");
},

cli_quote_label: /** @type {(inputs: Cli_Quote_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um rótulo com espaços precisa de aspas, p. ex.:
  ${i?.corrected}`)
},

cli_quote_name: /** @type {(inputs: Cli_Quote_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um nome com espaços precisa de aspas, p. ex.:
  ${i?.corrected}`)
},

cli_quote_value: /** @type {(inputs: Cli_Quote_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um valor com espaços precisa de aspas, p. ex.:
  ${i?.corrected}`)
},

cli_remove_confirm: /** @type {(inputs: Cli_Remove_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.name}? Também serão apagados (só existem neste computador): ${i?.what}. [s/N]`)
},

cli_remove_declined: /** @type {(inputs: Cli_Remove_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada foi removido.`)
},

cli_remove_needs_yes: /** @type {(inputs: Cli_Remove_Needs_YesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.name} também apaga o que só existe neste computador: ${i?.what}. Nada foi removido; para remover mesmo assim: ${i?.line}`)
},

cli_removed_also_deleted: /** @type {(inputs: Cli_Removed_Also_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Também foram apagados (existiam só neste computador): ${i?.what}.`)
},

cli_removed_not_signed_in: /** @type {(inputs: Cli_Removed_Not_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ${i?.name} removida (não estava com sessão ativa).`)
},

cli_removed_not_told: /** @type {(inputs: Cli_Removed_Not_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ${i?.name} removida e o token dela apagado do chaveiro, mas não foi possível avisar o serviço: lá o token continua válido até ficar 30 dias sem uso.`)
},

cli_removed_now_active: /** @type {(inputs: Cli_Removed_Now_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ativa agora: ${i?.name}.`)
},

cli_removed_revoked: /** @type {(inputs: Cli_Removed_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conta ${i?.name} removida. O token dela foi revogado no serviço e apagado do chaveiro.`)
},

cli_report_as_of: /** @type {(inputs: Cli_Report_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horas de ${i?.when}.`)
},

cli_report_bad_by: /** @type {(inputs: Cli_Report_Bad_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--by aceita project, customer ou day (ou projeto, cliente, dia), não “${i?.by}”.`)
},

cli_report_bad_id: /** @type {(inputs: Cli_Report_Bad_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} recebe um id, um número inteiro como \`timetray projects --json\` mostra, não “${i?.id}”.`)
},

cli_report_bad_period: /** @type {(inputs: Cli_Report_Bad_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.period}” não é um período: use um nome como ciclo ou semana-passada, um mês como 2026-11, ou DE..ATÉ como 2026-11-07..2026-12-06 (no máximo três anos).`)
},

cli_report_customer: /** @type {(inputs: Cli_Report_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
},

cli_report_day: /** @type {(inputs: Cli_Report_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia`)
},

cli_report_hours: /** @type {(inputs: Cli_Report_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
},

cli_report_markdown_title: /** @type {(inputs: Cli_Report_Markdown_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horas — ${i?.period}`)
},

cli_report_missing: /** @type {(inputs: Cli_Report_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parcial: as horas de ${i?.days} não são conhecidas (nunca buscadas, ou uma página do serviço não pôde ser lida); não foram contadas como zero.`)
},

cli_report_no_customer: /** @type {(inputs: Cli_Report_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sem cliente)`)
},

cli_report_no_project: /** @type {(inputs: Cli_Report_No_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sem projeto)`)
},

cli_report_none: /** @type {(inputs: Cli_Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma hora neste período.`)
},

cli_report_not_offered: /** @type {(inputs: Cli_Report_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço desta conta não oferece relatórios, então as horas por período não podem ser somadas aqui. As horas totais dos projetos estão em \`timetray projects\`.`)
},

cli_report_one_format: /** @type {(inputs: Cli_Report_One_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use só uma das opções --json, --csv e --markdown.`)
},

cli_report_project: /** @type {(inputs: Cli_Report_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projeto`)
},

cli_report_total: /** @type {(inputs: Cli_Report_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
},

cli_report_unnamed_project: /** @type {(inputs: Cli_Report_Unnamed_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projeto #${i?.id}`)
},

cli_report_value: /** @type {(inputs: Cli_Report_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
},

cli_report_yours: /** @type {(inputs: Cli_Report_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suas: ${i?.hours} · ${i?.value} (as linhas e o total são da equipe toda)`)
},

cli_saved_details_notice: /** @type {(inputs: Cli_Saved_Details_NoticeInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Mostrando os detalhes salvos às ${i?.when}: eles não puderam ser atualizados. ${i?.why} \`${i?.cached}\` os mostra sem consultar o serviço.`);
	return /** @type {LocalizedString} */ (`Mostrando os detalhes salvos em ${i?.when}: eles não puderam ser atualizados. ${i?.why} \`${i?.cached}\` os mostra sem consultar o serviço.`)
	
},

cli_saved_list_notice: /** @type {(inputs: Cli_Saved_List_NoticeInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Mostrando a lista salva às ${i?.when}: ela não pôde ser atualizada. ${i?.why} \`${i?.cached}\` a mostra sem consultar o serviço.`);
	return /** @type {LocalizedString} */ (`Mostrando a lista salva em ${i?.when}: ela não pôde ser atualizada. ${i?.why} \`${i?.cached}\` a mostra sem consultar o serviço.`)
	
},

cli_saved_report_notice: /** @type {(inputs: Cli_Saved_Report_NoticeInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Mostrando as horas salvas às ${i?.when}: elas não puderam ser atualizadas. ${i?.why} \`${i?.cached}\` as mostra sem consultar o serviço.`);
	return /** @type {LocalizedString} */ (`Mostrando as horas salvas em ${i?.when}: elas não puderam ser atualizadas. ${i?.why} \`${i?.cached}\` as mostra sem consultar o serviço.`)
	
},

cli_see_command_help: /** @type {(inputs: Cli_See_Command_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veja \`timetray ${i?.command} --help\`.`)
},

cli_see_help: /** @type {(inputs: Cli_See_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veja \`timetray --help\`.`)
},

cli_setting_refused: /** @type {(inputs: Cli_Setting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} deve ser ${i?.accepted}; recebido “${i?.text}”.`)
},

cli_several_accounts: /** @type {(inputs: Cli_Several_AccountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” corresponde a várias contas; use uma das chaves:
${i?.keys}`)
},

cli_sign_in_hint: /** @type {(inputs: Cli_Sign_In_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre com \`${i?.login}\`.`)
},

cli_signed_in_as: /** @type {(inputs: Cli_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você entrou como ${i?.name}, conta ${i?.accountId}. ${i?.projects}
Chave da conta: ${i?.key}`)
},

cli_signed_in_count: /** @type {(inputs: Cli_Signed_In_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} projeto.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} projetos.`);
	return /** @type {LocalizedString} */ ("cli_signed_in_count");
},

cli_state_keychain_locked: /** @type {(inputs: Cli_State_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chaveiro bloqueado`)
},

cli_state_keychain_unavailable: /** @type {(inputs: Cli_State_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chaveiro indisponível`)
},

cli_state_signed_in: /** @type {(inputs: Cli_State_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sessão ativa`)
},

cli_state_signed_out: /** @type {(inputs: Cli_State_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sessão encerrada`)
},

cli_status_account: /** @type {(inputs: Cli_Status_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, conta ${i?.accountId} em ${i?.baseUrl}`)
},

cli_status_active: /** @type {(inputs: Cli_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ativo`)
},

cli_status_archived: /** @type {(inputs: Cli_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arquivado`)
},

cli_status_cached: /** @type {(inputs: Cli_Status_CachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} projeto em cache.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} projetos em cache.`);
	return /** @type {LocalizedString} */ ("cli_status_cached");
},

cli_status_cached_refreshed: /** @type {(inputs: Cli_Status_Cached_RefreshedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one" && i?.day === "today") return /** @type {LocalizedString} */ (`${i?.countText} projeto em cache, atualizado por último às ${i?.when}.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} projeto em cache, atualizado por último em ${i?.when}.`);
	if (i?.day === "today") return /** @type {LocalizedString} */ (`${i?.countText} projetos em cache, atualizados por último às ${i?.when}.`);
	return /** @type {LocalizedString} */ (`${i?.countText} projetos em cache, atualizados por último em ${i?.when}.`)
	
},

cli_status_idle_ended: /** @type {(inputs: Cli_Status_Idle_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão ativa, mas o token desta conta não é usado há ${i?.days} dias (último uso ${i?.when}): o serviço encerra uma sessão sem uso por ${i?.limit} dias, então esta provavelmente já foi encerrada — rode \`timetray login\` se \`timetray projects\` disser isso.`)
},

cli_status_idle_ending: /** @type {(inputs: Cli_Status_Idle_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão ativa; o token desta conta não é usado há ${i?.days} dias (último uso ${i?.when}). O serviço encerra a sessão em ${i?.ends} se ela não for usada: basta rodar \`timetray projects\` (sem --cached) para mantê-la ativa.`)
},

cli_status_keychain_unavailable: /** @type {(inputs: Cli_Status_Keychain_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(chaveiro indisponível) ${i?.problem}`)
},

cli_status_signed_in: /** @type {(inputs: Cli_Status_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão ativa.`)
},

cli_status_signed_out: /** @type {(inputs: Cli_Status_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão encerrada — rode \`timetray login\` para entrar novamente.`)
},

cli_status_signed_out_why: /** @type {(inputs: Cli_Status_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} (\`timetray login\`).`)
},

cli_status_trusting: /** @type {(inputs: Cli_Status_TrustingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confiando também nos certificados de CA em ${i?.file}.`)
},

cli_stdin_too_long: /** @type {(inputs: Cli_Stdin_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A entrada padrão tem mais de ${i?.kib} KiB, mais que qualquer senha ou token: envie só o segredo.`)
},

cli_stdin_too_long_example: /** @type {(inputs: Cli_Stdin_Too_Long_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A entrada padrão tem mais de ${i?.kib} KiB, mais que qualquer senha ou token: envie só o segredo (p. ex. \`${i?.example}\`).`)
},

cli_summary_accounts: /** @type {(inputs: Cli_Summary_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista as contas adicionadas neste computador.`)
},

cli_summary_completion: /** @type {(inputs: Cli_Summary_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra um script de autocompletar para o shell: comandos, opções, chaves de
configuração e IDs de conta (como instalar: veja o README.pt-BR).`)
},

cli_summary_config: /** @type {(inputs: Cli_Summary_ConfigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista as configurações (sem segredos; não usa o chaveiro nem a rede).
\`config get CHAVE\` mostra uma configuração; \`config set CHAVE VALOR\` muda uma,
com VALOR verificado antes (sai com 2 quando recusado):
  refreshIntervalMinutes  5, 15, 30, 60 ou manual (padrão 15)
  launchAtLogin           true ou false (padrão false)
  globalShortcut          p. ex. CommandOrControl+Alt+T, ou off (padrão off)
  showArchived            true ou false (padrão false)
  hideMoney               true ou false (padrão false): valor hora e valores
                          aparecem como ••• (para compartilhar a tela)
  caFile                  um arquivo PEM de certificados de CA (salvo como
                          caminho absoluto; recusado se ilegível), ou none
  budgetAlerts            true ou false (padrão true): avisa ao passar de 80%
                          e de 100% do orçamento (\`timetray budget\`)
  currency                none ou um código de moeda como BRL (padrão none):
                          valores e valor hora aparecem nela; o --json não muda
  language                auto, en ou pt-BR (padrão auto): auto segue
                          LC_ALL, LC_MESSAGES ou LANG, e LANGUAGE antes
                          deles, exceto com o locale C (como o gettext)
  cycleStartDay           de 1 a 28 (padrão 1): o dia em que o seu ciclo de
                          faturamento começa; 1 é o mês do calendário
                          (\`timetray report\`)
  weekStart               auto, monday ou sunday (padrão auto: o primeiro dia
                          da semana do seu idioma, domingo no Brasil)
  trayTitle               off, today ou week (padrão off): no macOS, as horas
                          desse período ao lado do ícone da bandeja
  workDays                os dias em que você trabalha (padrão seg-sex): ex.
                          seg,ter,qua ou seg-sáb; o ritmo de um orçamento
                          por período os conta (\`timetray budgets\`)
  roundTo                 none, 6, 15 ou 30 (padrão none): a fatura
                          arredonda cada lançamento para cima nesses
                          minutos, e o diz (\`timetray report --invoice\`)`)
},

cli_summary_doctor: /** @type {(inputs: Cli_Summary_DoctorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica o chaveiro, o host da bandeja, o tipo de sessão, o atalho, o proxy,
o arquivo de CA, o serviço de cada conta (TLS, emissor, tempo de resposta),
o relógio e as contas, e mostra como resolver cada problema. Termina em até
10 s; não envia nenhum token.`)
},

cli_summary_import_token: /** @type {(inputs: Cli_Summary_Import_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adota um token criado em outro lugar (p. ex. com curl). O token é lido da
entrada padrão (pedido sem eco no terminal).`)
},

cli_summary_login: /** @type {(inputs: Cli_Summary_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra e torna a conta ativa.`)
},

cli_summary_logout: /** @type {(inputs: Cli_Summary_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoga o token no serviço e o apaga do chaveiro.`)
},

cli_summary_project: /** @type {(inputs: Cli_Summary_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra os detalhes do projeto ID: cliente, status, valor hora, horas, valor,
membros, tarefas abertas, datas (buscados no serviço: a lista não tem totais).`)
},

cli_summary_projects: /** @type {(inputs: Cli_Summary_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista os projetos da conta ativa, agrupados por cliente.`)
},

cli_summary_remove: /** @type {(inputs: Cli_Summary_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sai de CONTA (chave, rótulo, ID da conta ou e-mail), revogando o token
no serviço, e a remove da lista deste computador, com seus orçamentos e
projetos fixados (eles só existem neste computador).`)
},

cli_summary_rename_customer: /** @type {(inputs: Cli_Summary_Rename_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomeia o cliente ID para NOME (um NOME com espaços vai entre aspas:
"Acme Brasil Ltda").`)
},

cli_summary_report: /** @type {(inputs: Cli_Summary_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma as horas e o valor de um período pelos relatórios do serviço: por projeto,
cliente ou dia, com o total.`)
},

cli_summary_status: /** @type {(inputs: Cli_Summary_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra a conta ativa, se a sessão está ativa e a CA extra em uso,
se houver (sem chamada de rede).`)
},

cli_summary_use: /** @type {(inputs: Cli_Summary_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna CONTA (chave, rótulo, ID da conta ou e-mail) a conta ativa.`)
},

cli_takes_no_value: /** @type {(inputs: Cli_Takes_No_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} não aceita valor.`)
},

cli_token_stdin_empty: /** @type {(inputs: Cli_Token_Stdin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token na entrada padrão está vazio.`)
},

cli_trusting_expired: /** @type {(inputs: Cli_Trusting_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confiando em ${i?.name} (EXPIROU em ${i?.date}).`)
},

cli_trusting_valid: /** @type {(inputs: Cli_Trusting_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confiando em ${i?.name} (válida até ${i?.date}).`)
},

cli_unknown_command: /** @type {(inputs: Cli_Unknown_CommandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comando desconhecido “${i?.name}”.`)
},

cli_unknown_command_nearest: /** @type {(inputs: Cli_Unknown_Command_NearestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comando desconhecido “${i?.name}”. Você quis dizer \`${i?.nearest}\`?`)
},

cli_unknown_option: /** @type {(inputs: Cli_Unknown_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opção desconhecida ${i?.option}.`)
},

cli_unknown_option_for: /** @type {(inputs: Cli_Unknown_Option_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opção desconhecida ${i?.option} para \`timetray ${i?.command}\`.`)
},

cli_unknown_setting: /** @type {(inputs: Cli_Unknown_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Configuração desconhecida “${i?.text}”.${i?.guess} Configurações: ${i?.keys}.`)
},

cli_unknown_shell: /** @type {(inputs: Cli_Unknown_ShellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há autocompletar para “${i?.shell}”: escolha ${i?.shells}.`)
},

cli_user_agent_give: /** @type {(inputs: Cli_User_Agent_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Informe o User-Agent exato com que o token foi criado (o curl envia p. ex. “${i?.example}”).`)
},

cli_user_agent_required: /** @type {(inputs: Cli_User_Agent_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--user-agent é obrigatório: informe o User-Agent exato com que o token foi criado (p. ex. “${i?.example}”). O serviço vincula um token ao seu User-Agent e o destrói de vez quando outro é enviado.`)
},

cli_user_agent_why: /** @type {(inputs: Cli_User_Agent_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço vincula um token ao User-Agent que o criou e destrói o token de vez quando vê outro.`)
},

cli_waiting_for_busy_service: /** @type {(inputs: Cli_Waiting_For_Busy_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço está ocupado e pediu para esperar ${i?.wait}; esperando para tentar de novo…`)
},

cli_waiting_for_service: /** @type {(inputs: Cli_Waiting_For_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço pediu para esperar ${i?.wait} (pedidos demais); esperando para tentar mais uma vez…`)
},

cli_webapp_open_failed: /** @type {(inputs: Cli_Webapp_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum navegador pôde ser aberto (${i?.cause}); abra este endereço você mesmo: ${i?.url}`)
},

cli_webapp_open_opening: /** @type {(inputs: Cli_Webapp_Open_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrindo ${i?.url}`)
},

cli_webapp_open_print_option: /** @type {(inputs: Cli_Webapp_Open_Print_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mostra o endereço em vez de abri-lo`)
},

cli_webapp_open_summary: /** @type {(inputs: Cli_Webapp_Open_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre a página de projetos da conta ativa no navegador: o aplicativo web
do serviço, em https://HOST/a/CONTA/#/projects, no endereço da própria conta.`)
},

cli_what_to_check: /** @type {(inputs: Cli_What_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique o e-mail e a senha, e se o ID da conta é o código depois de /a/ no endereço do aplicativo web: com ${i?.accountId}, a sua página de projetos seria ${i?.example}`)
},

cli_yes: /** @type {(inputs: Cli_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sim`)
},

pin_cli_already_pinned: /** @type {(inputs: Pin_Cli_Already_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} já estava fixado.`)
},

pin_cli_archived_hidden: /** @type {(inputs: Pin_Cli_Archived_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ele está arquivado: as listas só o mostram com showArchived ligado (\`timetray config set showArchived true\`).`)
},

pin_cli_not_pinned: /** @type {(inputs: Pin_Cli_Not_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} não estava fixado.`)
},

pin_cli_pinned: /** @type {(inputs: Pin_Cli_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} fixado.`)
},

pin_cli_section: /** @type {(inputs: Pin_Cli_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
},

pin_cli_summary: /** @type {(inputs: Pin_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixa o projeto ID: ele vem primeiro na bandeja, na janela e em \`projects\`.`)
},

pin_cli_unpin_summary: /** @type {(inputs: Pin_Cli_Unpin_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafixa o projeto ID.`)
},

pin_cli_unpinned: /** @type {(inputs: Pin_Cli_UnpinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} desafixado.`)
},
};
