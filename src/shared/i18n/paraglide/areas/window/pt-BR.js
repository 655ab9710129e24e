// Made by scripts/i18n-compile.mjs from messages/pt-BR.js: the window area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
about: /** @type {(inputs: AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre`)
},

about_cache: /** @type {(inputs: About_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache`)
},

about_keychain: /** @type {(inputs: About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro`)
},

about_logs: /** @type {(inputs: About_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logs`)
},

about_settings_folder: /** @type {(inputs: About_Settings_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasta de configurações`)
},

about_user_agent: /** @type {(inputs: About_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent`)
},

about_version: /** @type {(inputs: About_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versão`)
},

account_id_hint_end: /** @type {(inputs: Account_Id_Hint_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no endereço do aplicativo web, por exemplo`)
},

account_id_hint_start: /** @type {(inputs: Account_Id_Hint_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O código depois de`)
},

account_label: /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta:`)
},

account_signed_out: /** @type {(inputs: Account_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account} — sessão encerrada`)
},

accounts: /** @type {(inputs: AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contas`)
},

add_account: /** @type {(inputs: Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta`)
},

add_account_menu: /** @type {(inputs: Add_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta…`)
},

age_at: /** @type {(inputs: Age_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`em ${i?.date}`)
},

age_days: /** @type {(inputs: Age_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`há 1 dia`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`há ${i?.count} dias`);
	return /** @type {LocalizedString} */ ("age_days");
},

age_hours: /** @type {(inputs: Age_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.count} h`)
},

age_just_now: /** @type {(inputs: Age_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agora`)
},

age_minutes: /** @type {(inputs: Age_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.count} min`)
},

all_archived: /** @type {(inputs: All_ArchivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`O único projeto está arquivado — marque “Mostrar arquivados” para vê-lo.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Todos os ${i?.countText} projetos estão arquivados — marque “Mostrar arquivados” para vê-los.`);
	return /** @type {LocalizedString} */ ("all_archived");
},

another_account_or_address: /** @type {(inputs: Another_Account_Or_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outra conta ou endereço`)
},

archived_badge: /** @type {(inputs: Archived_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arquivado`)
},

as_of: /** @type {(inputs: As_OfInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Dados das ${i?.when}`);
	return /** @type {LocalizedString} */ (`Dados de ${i?.when}`)
	
},

as_of_refreshing: /** @type {(inputs: As_Of_RefreshingInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Dados das ${i?.when} · atualizando…`);
	return /** @type {LocalizedString} */ (`Dados de ${i?.when} · atualizando…`)
	
},

back: /** @type {(inputs: BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar`)
},

banner_saved_list: /** @type {(inputs: Banner_Saved_ListInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`Mostrando a lista salva às ${i?.when}.`);
	return /** @type {LocalizedString} */ (`Mostrando a lista salva em ${i?.when}.`)
	
},

billable: /** @type {(inputs: BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável`)
},

billable_by_person: /** @type {(inputs: Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável, por pessoa`)
},

billable_by_project: /** @type {(inputs: Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável, por projeto`)
},

bridge_missing: /** @type {(inputs: Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ponte do Timetray não está disponível: esta página só funciona dentro do aplicativo.`)
},

budget_alerts_hint: /** @type {(inputs: Budget_Alerts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma notificação quando um projeto passa de 80% e de 100% do orçamento.`)
},

budget_alerts_label: /** @type {(inputs: Budget_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alertas de orçamento`)
},

budget_both_empty: /** @type {(inputs: Budget_Both_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe horas, valor ou os dois. Para não ter orçamento, use “Remover orçamento”.`)
},

budget_change: /** @type {(inputs: Budget_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar…`)
},

budget_change_button: /** @type {(inputs: Budget_Change_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar orçamento…`)
},

budget_change_named: /** @type {(inputs: Budget_Change_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alterar o orçamento de ${i?.name}`)
},

budget_chip_label: /** @type {(inputs: Budget_Chip_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orçamento por período de ${i?.name}: ${i?.summary}`)
},

budget_clear_button: /** @type {(inputs: Budget_Clear_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover orçamento`)
},

budget_cleared: /** @type {(inputs: Budget_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento removido.`)
},

budget_currency_hint: /** @type {(inputs: Budget_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A API do Rabbiit não informa a moeda. Escolha uma para ver valores e valor hora no formato do seu idioma.`)
},

budget_currency_label: /** @type {(inputs: Budget_Currency_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moeda`)
},

budget_currency_none: /** @type {(inputs: Budget_Currency_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma (só números)`)
},

budget_customer_card_heading: /** @type {(inputs: Budget_Customer_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento por período do cliente`)
},

budget_editor_hint: /** @type {(inputs: Budget_Editor_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas, valor ou os dois. O progresso é o maior dos dois.`)
},

budget_form_customers: /** @type {(inputs: Budget_Form_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes (todos os seus projetos)`)
},

budget_form_hint: /** @type {(inputs: Budget_Form_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas, um valor ou os dois; contam só os lançamentos deste período, de todos.`)
},

budget_form_per: /** @type {(inputs: Budget_Form_PerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomeça a cada`)
},

budget_form_per_cycle: /** @type {(inputs: Budget_Form_Per_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ciclo de faturamento`)
},

budget_form_per_month: /** @type {(inputs: Budget_Form_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mês`)
},

budget_form_per_week: /** @type {(inputs: Budget_Form_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`semana`)
},

budget_form_projects: /** @type {(inputs: Budget_Form_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projetos`)
},

budget_form_target: /** @type {(inputs: Budget_Form_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para`)
},

budget_heading: /** @type {(inputs: Budget_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento`)
},

budget_hours_field: /** @type {(inputs: Budget_Hours_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
},

budget_hours_field_invalid: /** @type {(inputs: Budget_Hours_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As horas devem ser um número maior que 0 e até ${i?.max}, por exemplo 120 — ou deixe em branco.`)
},

budget_hours_limit: /** @type {(inputs: Budget_Hours_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
},

budget_hours_of: /** @type {(inputs: Budget_Hours_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% de ${i?.hours} h`)
},

budget_hours_unknown: /** @type {(inputs: Budget_Hours_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h (horas ainda não conhecidas)`)
},

budget_kind_customer: /** @type {(inputs: Budget_Kind_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
},

budget_kind_project: /** @type {(inputs: Budget_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projeto`)
},

budget_last_line: /** @type {(inputs: Budget_Last_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: ${i?.used} — ${i?.percent}% de ${i?.limit}`)
},

budget_last_unknown: /** @type {(inputs: Budget_Last_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: ainda não conhecido`)
},

budget_limit_both: /** @type {(inputs: Budget_Limit_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} ou ${i?.value}`)
},

budget_marker: /** @type {(inputs: Budget_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% do orçamento`)
},

budget_near: /** @type {(inputs: Budget_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perto do orçamento`)
},

budget_none: /** @type {(inputs: Budget_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem orçamento definido.`)
},

budget_over: /** @type {(inputs: Budget_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acima do orçamento`)
},

budget_pace_ahead: /** @type {(inputs: Budget_Pace_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adiantado — neste ritmo acaba antes`)
},

budget_pace_behind: /** @type {(inputs: Budget_Pace_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`atrasado — neste ritmo sobra parte dele`)
},

budget_pace_line: /** @type {(inputs: Budget_Pace_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gone}% dos dias úteis já passaram: ${i?.pace}`)
},

budget_pace_on_pace: /** @type {(inputs: Budget_Pace_On_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no ritmo`)
},

budget_pace_slightly_ahead: /** @type {(inputs: Budget_Pace_Slightly_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um pouco adiantado`)
},

budget_pace_slightly_behind: /** @type {(inputs: Budget_Pace_Slightly_BehindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um pouco atrasado`)
},

budget_partial: /** @type {(inputs: Budget_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguns dias ainda não foram buscados: parcial.`)
},

budget_per_cycle: /** @type {(inputs: Budget_Per_CycleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} por ciclo de faturamento`)
},

budget_per_month: /** @type {(inputs: Budget_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} por mês`)
},

budget_per_week: /** @type {(inputs: Budget_Per_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} por semana`)
},

budget_period_card_heading: /** @type {(inputs: Budget_Period_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento por período`)
},

budget_period_used: /** @type {(inputs: Budget_Period_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.period}: ${i?.used}`)
},

budget_progress_label: /** @type {(inputs: Budget_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento usado`)
},

budget_remove: /** @type {(inputs: Budget_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
},

budget_remove_named: /** @type {(inputs: Budget_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover o orçamento de ${i?.name}`)
},

budget_removed: /** @type {(inputs: Budget_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento removido.`)
},

budget_saved: /** @type {(inputs: Budget_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento salvo.`)
},

budget_set_button: /** @type {(inputs: Budget_Set_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir orçamento…`)
},

budget_value_field: /** @type {(inputs: Budget_Value_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
},

budget_value_field_invalid: /** @type {(inputs: Budget_Value_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O valor deve ser um número maior que 0 e até ${i?.max}, por exemplo 15000 — ou deixe em branco.`)
},

budget_value_of: /** @type {(inputs: Budget_Value_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.spent} de ${i?.budget}`)
},

budget_value_percent: /** @type {(inputs: Budget_Value_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% de ${i?.budget}`)
},

budget_value_unknown: /** @type {(inputs: Budget_Value_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.budget} (valor ainda não conhecido)`)
},

budgets_add_button: /** @type {(inputs: Budgets_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar orçamento por período…`)
},

budgets_lifetime_heading: /** @type {(inputs: Budgets_Lifetime_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamentos de projetos`)
},

budgets_none: /** @type {(inputs: Budgets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum orçamento por período ainda. Adicione um para um projeto ou um cliente inteiro — um contrato de 40 h por ciclo de faturamento, por exemplo.`)
},

budgets_not_offered: /** @type {(inputs: Budgets_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta conta não tem relatórios, então orçamentos por período não podem ser medidos.`)
},

budgets_period_heading: /** @type {(inputs: Budgets_Period_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamentos por período`)
},

budgets_view_title: /** @type {(inputs: Budgets_View_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamentos`)
},

ca_file_hint: /** @type {(inputs: Ca_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para uma rede que inspeciona TLS: o certificado da CA dela, em um arquivo PEM.`)
},

ca_file_removed: /** @type {(inputs: Ca_File_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA removido.`)
},

ca_file_saved: /** @type {(inputs: Ca_File_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA salvo.`)
},

call_failed: /** @type {(inputs: Call_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu fazer isso. Tente de novo.`)
},

cancel: /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
},

chart_day: /** @type {(inputs: Chart_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: ${i?.hours}`)
},

chart_day_unknown: /** @type {(inputs: Chart_Day_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: não buscado`)
},

chart_label: /** @type {(inputs: Chart_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suas horas por dia, ${i?.from} – ${i?.to}. As setas leem cada dia.`)
},

chart_label_team: /** @type {(inputs: Chart_Label_TeamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horas de todos por dia, ${i?.from} – ${i?.to}. As setas leem cada dia.`)
},

chart_today: /** @type {(inputs: Chart_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} (hoje)`)
},

check_accounts: /** @type {(inputs: Check_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta`)
},

check_ca_file: /** @type {(inputs: Check_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA`)
},

check_clock: /** @type {(inputs: Check_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relógio`)
},

check_keychain: /** @type {(inputs: Check_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro`)
},

check_proxy: /** @type {(inputs: Check_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proxy`)
},

check_service: /** @type {(inputs: Check_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serviço`)
},

check_session_type: /** @type {(inputs: Check_Session_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão`)
},

check_settings: /** @type {(inputs: Check_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de configurações`)
},

check_shortcut: /** @type {(inputs: Check_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho`)
},

check_tray_host: /** @type {(inputs: Check_Tray_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ícone da bandeja`)
},

checking: /** @type {(inputs: CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
},

choose_ca_file: /** @type {(inputs: Choose_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolher arquivo de CA…`)
},

copied: /** @type {(inputs: CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado ✓`)
},

copy_hint: /** @type {(inputs: Copy_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} · Markdown para atualizar o cliente`)
},

copy_summary: /** @type {(inputs: Copy_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar resumo`)
},

currency_name_pen: /** @type {(inputs: Currency_Name_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sol peruano`)
},

customer_fallback: /** @type {(inputs: Customer_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente nº ${i?.id}`)
},

cycle_start_day_choice: /** @type {(inputs: Cycle_Start_Day_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dia ${i?.day}`)
},

cycle_start_day_hint: /** @type {(inputs: Cycle_Start_Day_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia 1: o ciclo é o mês do calendário. As horas por período, a bandeja e o timetray report contam nele.`)
},

details_saved_earlier: /** @type {(inputs: Details_Saved_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrando os detalhes que o Timetray salvou antes.`)
},

error_bad_response: /** @type {(inputs: Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma resposta que o Timetray não conseguiu ler.`)
},

error_insecure_url: /** @type {(inputs: Error_Insecure_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve começar com https://.`)
},

error_network: /** @type {(inputs: Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu falar com o serviço. Verifique sua conexão com a internet.`)
},

error_other: /** @type {(inputs: Error_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo deu errado na comunicação com o serviço.`)
},

error_rate_limited: /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço pediu ao Timetray que espere um pouco.`)
},

error_redirect: /** @type {(inputs: Error_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço redirecionou o Timetray para outro endereço, que ele não segue por segurança.`)
},

error_server: /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço teve um problema do lado dele.`)
},

error_signed_out: /** @type {(inputs: Error_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não está conectado.`)
},

error_timeout: /** @type {(inputs: Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço demorou demais para responder.`)
},

error_unauthorized: /** @type {(inputs: Error_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço encerrou esta sessão.`)
},

health_all_fine: /** @type {(inputs: Health_All_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo certo.`)
},

health_check_button: /** @type {(inputs: Health_Check_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnóstico…`)
},

health_checking: /** @type {(inputs: Health_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
},

health_fix: /** @type {(inputs: Health_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como resolver:`)
},

health_found: /** @type {(inputs: Health_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.list} encontrado.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.list} encontrados.`);
	return /** @type {LocalizedString} */ ("health_found");
},

health_problems: /** @type {(inputs: Health_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} problema`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} problemas`);
	return /** @type {LocalizedString} */ ("health_problems");
},

health_run: /** @type {(inputs: Health_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
},

health_run_again: /** @type {(inputs: Health_Run_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar de novo`)
},

health_status_fail: /** @type {(inputs: Health_Status_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problema`)
},

health_status_ok: /** @type {(inputs: Health_Status_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
},

health_status_warn: /** @type {(inputs: Health_Status_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso`)
},

health_title: /** @type {(inputs: Health_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnóstico`)
},

health_warnings: /** @type {(inputs: Health_WarningsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aviso`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avisos`);
	return /** @type {LocalizedString} */ ("health_warnings");
},

hide_money: /** @type {(inputs: Hide_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar valores em dinheiro`)
},

hide_money_hint: /** @type {(inputs: Hide_Money_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valores e valor hora aparecem como ••• na janela, na bandeja e nos resumos copiados (para compartilhar a tela).`)
},

interval_hour: /** @type {(inputs: Interval_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cada hora`)
},

interval_manual: /** @type {(inputs: Interval_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só quando eu atualizar`)
},

interval_minutes: /** @type {(inputs: Interval_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cada ${i?.minutes} minutos`)
},

keychain_locked_title: /** @type {(inputs: Keychain_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro bloqueado`)
},

label_account_id: /** @type {(inputs: Label_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da conta`)
},

label_api_base_url: /** @type {(inputs: Label_Api_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base da API`)
},

label_billing: /** @type {(inputs: Label_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturamento`)
},

label_changed: /** @type {(inputs: Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterado em`)
},

label_created: /** @type {(inputs: Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado em`)
},

label_cycle_start_day: /** @type {(inputs: Label_Cycle_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ciclo de faturamento começa no`)
},

label_description: /** @type {(inputs: Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
},

label_email: /** @type {(inputs: Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
},

label_extra_ca: /** @type {(inputs: Label_Extra_CaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA extra`)
},

label_language: /** @type {(inputs: Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
},

label_members: /** @type {(inputs: Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membros`)
},

label_open_tasks: /** @type {(inputs: Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarefas abertas`)
},

label_password: /** @type {(inputs: Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha`)
},

label_rate: /** @type {(inputs: Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor hora`)
},

label_refresh_projects: /** @type {(inputs: Label_Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar projetos`)
},

label_shortcut: /** @type {(inputs: Label_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho global para abrir o Timetray`)
},

label_time: /** @type {(inputs: Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
},

label_token: /** @type {(inputs: Label_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
},

label_token_user_agent: /** @type {(inputs: Label_Token_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent com que ele foi criado`)
},

label_tray_title: /** @type {(inputs: Label_Tray_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao lado do ícone da bandeja`)
},

label_value: /** @type {(inputs: Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
},

label_week_start: /** @type {(inputs: Label_Week_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início da semana`)
},

language_auto: /** @type {(inputs: Language_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automático (idioma do sistema)`)
},

language_en: /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
},

language_pt_br: /** @type {(inputs: Language_Pt_BrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Português (Brasil)`)
},

last_used_days: /** @type {(inputs: Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`último uso há ${i?.count} dias`)
},

last_used_today: /** @type {(inputs: Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso hoje`)
},

last_used_unknown: /** @type {(inputs: Last_Used_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso desconhecido`)
},

last_used_yesterday: /** @type {(inputs: Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso ontem`)
},

launch_at_login: /** @type {(inputs: Launch_At_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Timetray ao entrar no computador`)
},

loading: /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando…`)
},

loading_projects: /** @type {(inputs: Loading_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando projetos…`)
},

money_hidden: /** @type {(inputs: Money_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oculto`)
},

no_ca_file: /** @type {(inputs: No_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum: só as CAs confiáveis do sistema.`)
},

no_customer: /** @type {(inputs: No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem cliente`)
},

no_match: /** @type {(inputs: No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada corresponde a “${i?.query}”.`)
},

no_match_archived: /** @type {(inputs: No_Match_ArchivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nenhum projeto ativo corresponde a “${i?.query}” (${i?.countText} arquivado corresponde — marque “Mostrar arquivados”).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nenhum projeto ativo corresponde a “${i?.query}” (${i?.countText} arquivados correspondem — marque “Mostrar arquivados”).`);
	return /** @type {LocalizedString} */ ("no_match_archived");
},

no_projects: /** @type {(inputs: No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto ainda.`)
},

not_billable: /** @type {(inputs: Not_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não faturável`)
},

not_refreshed_yet: /** @type {(inputs: Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ainda não atualizado`)
},

period_cycle: /** @type {(inputs: Period_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciclo atual`)
},

period_last_cycle: /** @type {(inputs: Period_Last_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciclo anterior`)
},

period_last_month: /** @type {(inputs: Period_Last_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês passado`)
},

period_last_week: /** @type {(inputs: Period_Last_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semana passada`)
},

period_month: /** @type {(inputs: Period_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mês`)
},

period_today: /** @type {(inputs: Period_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoje`)
},

period_week: /** @type {(inputs: Period_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
},

periods_by_customer: /** @type {(inputs: Periods_By_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por cliente`)
},

periods_by_project: /** @type {(inputs: Periods_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por projeto`)
},

periods_choice_label: /** @type {(inputs: Periods_Choice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período`)
},

periods_empty: /** @type {(inputs: Periods_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum tempo registrado neste período.`)
},

periods_fetching: /** @type {(inputs: Periods_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando no serviço…`)
},

periods_grouping_label: /** @type {(inputs: Periods_Grouping_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar`)
},

periods_heading: /** @type {(inputs: Periods_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas horas por período`)
},

periods_missing: /** @type {(inputs: Periods_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguns dias não puderam ser buscados (${i?.days}): os números são parciais.`)
},

periods_no_project: /** @type {(inputs: Periods_No_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem projeto`)
},

periods_none: /** @type {(inputs: Periods_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As horas por período aparecem após a próxima atualização.`)
},

periods_not_offered: /** @type {(inputs: Periods_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este serviço não tem relatórios, então as horas por período não aparecem nesta conta.`)
},

periods_open_hint: /** @type {(inputs: Periods_Open_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter abre o projeto.`)
},

periods_partial: /** @type {(inputs: Periods_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguns dias não puderam ser buscados: estas horas são parciais.`)
},

periods_rows_customers: /** @type {(inputs: Periods_Rows_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes com tempo neste período`)
},

periods_rows_projects: /** @type {(inputs: Periods_Rows_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projetos com tempo neste período`)
},

periods_saved_shown: /** @type {(inputs: Periods_Saved_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os números salvos estão na tela.`)
},

periods_total: /** @type {(inputs: Periods_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
},

periods_view_title: /** @type {(inputs: Periods_View_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas por período`)
},

periods_yours: /** @type {(inputs: Periods_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tempo de todos; o seu: ${i?.hours}`)
},

pin_button: /** @type {(inputs: Pin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixar`)
},

pin_hint: /** @type {(inputs: Pin_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} fixa ou desafixa`)
},

pin_project: /** @type {(inputs: Pin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixar ${i?.name}`)
},

pin_section: /** @type {(inputs: Pin_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
},

pin_state: /** @type {(inputs: Pin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fixado`)
},

project_fallback: /** @type {(inputs: Project_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projeto #${i?.id}`)
},

project_gone: /** @type {(inputs: Project_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este projeto não existe mais no serviço — ele foi removido da lista.`)
},

projects_by_customer: /** @type {(inputs: Projects_By_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projetos por cliente`)
},

projects_unit: /** @type {(inputs: Projects_UnitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`projeto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`projetos`);
	return /** @type {LocalizedString} */ ("projects_unit");
},

rate_per_hour: /** @type {(inputs: Rate_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / h`)
},

refresh_projects: /** @type {(inputs: Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar projetos`)
},

refresh_title: /** @type {(inputs: Refresh_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizar (${i?.shortcut})`)
},

refreshing: /** @type {(inputs: RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizando…`)
},

remove: /** @type {(inputs: RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
},

remove_account_detail: /** @type {(inputs: Remove_Account_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray encerra a sessão no serviço e esquece a conta neste computador, com seus orçamentos e projetos fixados: eles só existem neste computador, então entrar de novo não os traz de volta.`)
},

remove_account_menu: /** @type {(inputs: Remove_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover esta conta…`)
},

remove_account_title: /** @type {(inputs: Remove_Account_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.label}?`)
},

removing: /** @type {(inputs: RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removendo…`)
},

rename: /** @type {(inputs: RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomear`)
},

rename_blank: /** @type {(inputs: Rename_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um novo nome ou pressione Esc para manter o atual.`)
},

rename_customer: /** @type {(inputs: Rename_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renomear o cliente ${i?.label}`)
},

rename_new_name_for: /** @type {(inputs: Rename_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novo nome para ${i?.label}`)
},

retry: /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
},

retrying: /** @type {(inputs: RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando de novo…`)
},

round_to_choice: /** @type {(inputs: Round_To_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} minutos`)
},

round_to_hint: /** @type {(inputs: Round_To_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só as faturas (timetray report --invoice) arredondam, cada lançamento para cima; todos os outros números ficam exatos.`)
},

round_to_label: /** @type {(inputs: Round_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arredondar lançamentos da fatura para cima em`)
},

round_to_none: /** @type {(inputs: Round_To_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exato (sem arredondar)`)
},

save: /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar`)
},

saved: /** @type {(inputs: SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvo.`)
},

saved_list_note: /** @type {(inputs: Saved_List_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a lista abaixo é a que foi salva.`)
},

saved_list_note_from: /** @type {(inputs: Saved_List_Note_FromInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`a lista abaixo foi salva às ${i?.when}.`);
	return /** @type {LocalizedString} */ (`a lista abaixo foi salva em ${i?.when}.`)
	
},

saving: /** @type {(inputs: SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando…`)
},

search_hint: /** @type {(inputs: Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada palavra deve corresponder a um projeto, ao cliente dele ou ao #id. ↓ vai para a lista.`)
},

search_label: /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar projetos`)
},

search_placeholder: /** @type {(inputs: Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar projetos…`)
},

service_address: /** @type {(inputs: Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço do serviço`)
},

set_shortcut: /** @type {(inputs: Set_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir atalho`)
},

settings: /** @type {(inputs: SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações`)
},

settings_and_health_link: /** @type {(inputs: Settings_And_Health_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações e diagnóstico…`)
},

settings_problems: /** @type {(inputs: Settings_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O settings.json tinha valores que o Timetray não pôde usar; eles voltaram ao padrão:`)
},

shortcut_hint: /** @type {(inputs: Shortcut_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desativado por padrão. Modificadores e uma tecla, por exemplo ${i?.example}.`)
},

shortcut_hint_wayland: /** @type {(inputs: Shortcut_Hint_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Wayland, o atalho só funciona pelo portal de atalhos globais da sua área de trabalho, que pode pedir que você o confirme.`)
},

shortcut_placeholder: /** @type {(inputs: Shortcut_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`p. ex.: ${i?.example}`)
},

shortcut_refused: /** @type {(inputs: Shortcut_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: “${i?.text}” não é um atalho que o Timetray entende; use um ou mais modificadores (Ctrl, Alt, Shift, Super) e uma tecla, por exemplo ${i?.example}.`)
},

shortcut_saved: /** @type {(inputs: Shortcut_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho salvo.`)
},

shortcut_turned_off: /** @type {(inputs: Shortcut_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho desativado.`)
},

show_archived: /** @type {(inputs: Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar arquivados`)
},

show_archived_projects: /** @type {(inputs: Show_Archived_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar projetos arquivados`)
},

sign_in: /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
},

sign_in_adding_title: /** @type {(inputs: Sign_In_Adding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma conta`)
},

sign_in_again_title: /** @type {(inputs: Sign_In_Again_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar novamente`)
},

sign_in_title: /** @type {(inputs: Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar no Timetray`)
},

sign_in_what_to_check: /** @type {(inputs: Sign_In_What_To_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique o e-mail e a senha, e se o ID da conta é o código depois de /a/ no endereço do aplicativo web: com ${i?.accountId}, a sua página de projetos seria ${i?.example}`)
},

sign_in_what_to_check_short: /** @type {(inputs: Sign_In_What_To_Check_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o e-mail e a senha, e se o ID da conta é o código depois de /a/ no endereço do aplicativo web.`)
},

sign_out: /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair`)
},

signing_in: /** @type {(inputs: Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrando…`)
},

state_load_failed: /** @type {(inputs: State_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu carregar seu estado. Reinicie o aplicativo.`)
},

status_active: /** @type {(inputs: Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativo`)
},

status_archived: /** @type {(inputs: Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivado`)
},

the_service: /** @type {(inputs: The_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o serviço`)
},

token_title: /** @type {(inputs: Token_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar um token existente`)
},

token_warning: /** @type {(inputs: Token_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço vincula o token ao User-Agent do programa que o criou. Enviado com qualquer outro User-Agent, o token é destruído para sempre. Digite o User-Agent exato desse programa (para o curl, por exemplo,`)
},

tray_title_off: /** @type {(inputs: Tray_Title_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada`)
},

tray_title_today: /** @type {(inputs: Tray_Title_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As horas de hoje`)
},

tray_title_week: /** @type {(inputs: Tray_Title_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As horas da semana`)
},

try_again: /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
},

trying: /** @type {(inputs: TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando…`)
},

turn_off: /** @type {(inputs: Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar`)
},

unpin_button: /** @type {(inputs: Unpin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafixar`)
},

unpin_project: /** @type {(inputs: Unpin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desafixar ${i?.name}`)
},

unrevoked_notice: /** @type {(inputs: Unrevoked_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu neste computador. Não foi possível falar com o serviço para encerrar a sessão lá; ela termina sozinha após 30 dias sem uso.`)
},

updated: /** @type {(inputs: UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`atualizado`)
},

use_token: /** @type {(inputs: Use_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar token`)
},

use_token_link: /** @type {(inputs: Use_Token_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar um token de API existente…`)
},

webapp_open: /** @type {(inputs: Webapp_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Rabbiit`)
},

webapp_open_in: /** @type {(inputs: Webapp_Open_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir no Rabbiit`)
},

week_start_auto: /** @type {(inputs: Week_Start_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conforme o idioma`)
},

week_start_monday: /** @type {(inputs: Week_Start_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segunda-feira`)
},

week_start_sunday: /** @type {(inputs: Week_Start_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domingo`)
},

window_title: /** @type {(inputs: Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray`)
},

work_days_hint: /** @type {(inputs: Work_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ritmo de um orçamento por período conta só estes dias.`)
},

work_days_label: /** @type {(inputs: Work_Days_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dias úteis`)
},

work_days_none: /** @type {(inputs: Work_Days_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenha ao menos um dia útil.`)
},
};
