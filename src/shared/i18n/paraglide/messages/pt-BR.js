/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} AboutInputs */
/** @typedef {{}} About_CacheInputs */
/** @typedef {{}} About_KeychainInputs */
/** @typedef {{}} About_LogsInputs */
/** @typedef {{}} About_Settings_FolderInputs */
/** @typedef {{}} About_User_AgentInputs */
/** @typedef {{}} About_VersionInputs */
/** @typedef {{}} Account_Id_Hint_EndInputs */
/** @typedef {{}} Account_Id_Hint_StartInputs */
/** @typedef {{}} Account_LabelInputs */
/** @typedef {{ account: NonNullable<unknown> }} Account_Signed_OutInputs */
/** @typedef {{}} AccountsInputs */
/** @typedef {{}} Add_AccountInputs */
/** @typedef {{}} Add_Account_MenuInputs */
/** @typedef {{ date: NonNullable<unknown> }} Age_AtInputs */
/** @typedef {{ count: NonNullable<unknown> }} Age_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Age_HoursInputs */
/** @typedef {{}} Age_Just_NowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Age_MinutesInputs */
/** @typedef {{ count: NonNullable<unknown> }} All_ArchivedInputs */
/** @typedef {{}} Another_Account_Or_AddressInputs */
/** @typedef {{}} Archived_BadgeInputs */
/** @typedef {{ time: NonNullable<unknown> }} As_OfInputs */
/** @typedef {{ time: NonNullable<unknown> }} As_Of_RefreshingInputs */
/** @typedef {{}} BackInputs */
/** @typedef {{ time: NonNullable<unknown> }} Banner_Saved_ListInputs */
/** @typedef {{}} BillableInputs */
/** @typedef {{}} Billable_By_PersonInputs */
/** @typedef {{}} Billable_By_ProjectInputs */
/** @typedef {{}} Bridge_MissingInputs */
/** @typedef {{}} Budget_Account_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, percent: NonNullable<unknown> }} Budget_Alert_PassedInputs */
/** @typedef {{}} Budget_Alerts_HintInputs */
/** @typedef {{}} Budget_Alerts_LabelInputs */
/** @typedef {{}} Budget_Both_EmptyInputs */
/** @typedef {{}} Budget_Change_ButtonInputs */
/** @typedef {{}} Budget_Clear_ButtonInputs */
/** @typedef {{}} Budget_ClearedInputs */
/** @typedef {{ option: NonNullable<unknown>, example: NonNullable<unknown>, text: NonNullable<unknown> }} Budget_Cli_Bad_NumberInputs */
/** @typedef {{ hours: NonNullable<unknown>, value: NonNullable<unknown> }} Budget_Cli_BothInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_Cell_OverInputs */
/** @typedef {{}} Budget_Cli_Clear_AloneInputs */
/** @typedef {{}} Budget_Cli_Clear_OptionInputs */
/** @typedef {{ project: NonNullable<unknown> }} Budget_Cli_ClearedInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Budget_Cli_HoursInputs */
/** @typedef {{}} Budget_Cli_Hours_OptionInputs */
/** @typedef {{}} Budget_Cli_LabelInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_NearInputs */
/** @typedef {{}} Budget_Cli_No_AccountInputs */
/** @typedef {{}} Budget_Cli_NotesInputs */
/** @typedef {{}} Budget_Cli_Nothing_GivenInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Budget_Cli_OverInputs */
/** @typedef {{ percent: NonNullable<unknown>, limit: NonNullable<unknown> }} Budget_Cli_ProgressInputs */
/** @typedef {{ limit: NonNullable<unknown>, id: NonNullable<unknown> }} Budget_Cli_Progress_UnknownInputs */
/** @typedef {{ project: NonNullable<unknown>, limit: NonNullable<unknown> }} Budget_Cli_SetInputs */
/** @typedef {{}} Budget_Cli_SummaryInputs */
/** @typedef {{}} Budget_Cli_Value_OptionInputs */
/** @typedef {{}} Budget_Currency_HintInputs */
/** @typedef {{}} Budget_Currency_IgnoredInputs */
/** @typedef {{}} Budget_Currency_LabelInputs */
/** @typedef {{}} Budget_Currency_NoneInputs */
/** @typedef {{}} Budget_Editor_HintInputs */
/** @typedef {{}} Budget_EmptyInputs */
/** @typedef {{}} Budget_HeadingInputs */
/** @typedef {{}} Budget_Hours_FieldInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Hours_Field_InvalidInputs */
/** @typedef {{}} Budget_Hours_InvalidInputs */
/** @typedef {{ percent: NonNullable<unknown>, hours: NonNullable<unknown> }} Budget_Hours_OfInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Budget_Hours_UnknownInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Budget_MarkerInputs */
/** @typedef {{}} Budget_NearInputs */
/** @typedef {{}} Budget_NoneInputs */
/** @typedef {{ id: NonNullable<unknown> }} Budget_Not_In_ListInputs */
/** @typedef {{}} Budget_OverInputs */
/** @typedef {{}} Budget_Progress_LabelInputs */
/** @typedef {{}} Budget_SavedInputs */
/** @typedef {{}} Budget_Set_ButtonInputs */
/** @typedef {{}} Budget_Shape_InvalidInputs */
/** @typedef {{}} Budget_Value_FieldInputs */
/** @typedef {{ max: NonNullable<unknown> }} Budget_Value_Field_InvalidInputs */
/** @typedef {{}} Budget_Value_InvalidInputs */
/** @typedef {{ spent: NonNullable<unknown>, budget: NonNullable<unknown> }} Budget_Value_OfInputs */
/** @typedef {{ budget: NonNullable<unknown> }} Budget_Value_UnknownInputs */
/** @typedef {{}} Budget_Web_App_UnsafeInputs */
/** @typedef {{}} Ca_File_HintInputs */
/** @typedef {{}} Ca_File_RemovedInputs */
/** @typedef {{}} Ca_File_SavedInputs */
/** @typedef {{}} Call_FailedInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{}} Check_AccountsInputs */
/** @typedef {{}} Check_Ca_FileInputs */
/** @typedef {{}} Check_ClockInputs */
/** @typedef {{}} Check_KeychainInputs */
/** @typedef {{}} Check_ProxyInputs */
/** @typedef {{}} Check_ServiceInputs */
/** @typedef {{}} Check_Session_TypeInputs */
/** @typedef {{}} Check_SettingsInputs */
/** @typedef {{}} Check_ShortcutInputs */
/** @typedef {{}} Check_Tray_HostInputs */
/** @typedef {{}} CheckingInputs */
/** @typedef {{}} Choose_Ca_FileInputs */
/** @typedef {{ cause: NonNullable<unknown>, url: NonNullable<unknown> }} Cli_Webapp_Open_FailedInputs */
/** @typedef {{ url: NonNullable<unknown> }} Cli_Webapp_Open_OpeningInputs */
/** @typedef {{}} Cli_Webapp_Open_Print_OptionInputs */
/** @typedef {{}} Cli_Webapp_Open_SummaryInputs */
/** @typedef {{}} CopiedInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Copy_HintInputs */
/** @typedef {{}} Copy_SummaryInputs */
/** @typedef {{ id: NonNullable<unknown> }} Customer_FallbackInputs */
/** @typedef {{}} Details_Saved_EarlierInputs */
/** @typedef {{}} Error_Bad_ResponseInputs */
/** @typedef {{}} Error_Insecure_UrlInputs */
/** @typedef {{}} Error_NetworkInputs */
/** @typedef {{}} Error_OtherInputs */
/** @typedef {{}} Error_Rate_LimitedInputs */
/** @typedef {{}} Error_RedirectInputs */
/** @typedef {{}} Error_ServerInputs */
/** @typedef {{}} Error_Signed_OutInputs */
/** @typedef {{}} Error_TimeoutInputs */
/** @typedef {{}} Error_UnauthorizedInputs */
/** @typedef {{}} Health_All_FineInputs */
/** @typedef {{}} Health_Check_ButtonInputs */
/** @typedef {{}} Health_CheckingInputs */
/** @typedef {{}} Health_FixInputs */
/** @typedef {{ count: NonNullable<unknown>, list: NonNullable<unknown> }} Health_FoundInputs */
/** @typedef {{ count: NonNullable<unknown> }} Health_ProblemsInputs */
/** @typedef {{}} Health_RunInputs */
/** @typedef {{}} Health_Run_AgainInputs */
/** @typedef {{}} Health_Status_FailInputs */
/** @typedef {{}} Health_Status_OkInputs */
/** @typedef {{}} Health_Status_WarnInputs */
/** @typedef {{}} Health_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Health_WarningsInputs */
/** @typedef {{}} Hide_MoneyInputs */
/** @typedef {{}} Hide_Money_HintInputs */
/** @typedef {{}} Interval_HourInputs */
/** @typedef {{}} Interval_ManualInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Interval_MinutesInputs */
/** @typedef {{}} Keychain_Locked_TitleInputs */
/** @typedef {{}} Label_Account_IdInputs */
/** @typedef {{}} Label_Api_Base_UrlInputs */
/** @typedef {{}} Label_BillingInputs */
/** @typedef {{}} Label_ChangedInputs */
/** @typedef {{}} Label_CreatedInputs */
/** @typedef {{}} Label_DescriptionInputs */
/** @typedef {{}} Label_EmailInputs */
/** @typedef {{}} Label_Extra_CaInputs */
/** @typedef {{}} Label_LanguageInputs */
/** @typedef {{}} Label_MembersInputs */
/** @typedef {{}} Label_Open_TasksInputs */
/** @typedef {{}} Label_PasswordInputs */
/** @typedef {{}} Label_RateInputs */
/** @typedef {{}} Label_Refresh_ProjectsInputs */
/** @typedef {{}} Label_ShortcutInputs */
/** @typedef {{}} Label_TimeInputs */
/** @typedef {{}} Label_TokenInputs */
/** @typedef {{}} Label_Token_User_AgentInputs */
/** @typedef {{}} Label_ValueInputs */
/** @typedef {{}} Language_AutoInputs */
/** @typedef {{}} Language_EnInputs */
/** @typedef {{}} Language_Pt_BrInputs */
/** @typedef {{ count: NonNullable<unknown> }} Last_Used_DaysInputs */
/** @typedef {{}} Last_Used_TodayInputs */
/** @typedef {{}} Last_Used_UnknownInputs */
/** @typedef {{}} Last_Used_YesterdayInputs */
/** @typedef {{}} Launch_At_LoginInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Loading_ProjectsInputs */
/** @typedef {{}} Money_HiddenInputs */
/** @typedef {{}} No_Ca_FileInputs */
/** @typedef {{}} No_CustomerInputs */
/** @typedef {{ query: NonNullable<unknown> }} No_MatchInputs */
/** @typedef {{ query: NonNullable<unknown>, count: NonNullable<unknown>, countText: NonNullable<unknown> }} No_Match_ArchivedInputs */
/** @typedef {{}} No_ProjectsInputs */
/** @typedef {{}} Not_BillableInputs */
/** @typedef {{}} Not_Refreshed_YetInputs */
/** @typedef {{}} Pin_ButtonInputs */
/** @typedef {{ project: NonNullable<unknown> }} Pin_Cli_PinnedInputs */
/** @typedef {{}} Pin_Cli_SectionInputs */
/** @typedef {{}} Pin_Cli_SummaryInputs */
/** @typedef {{}} Pin_Cli_Unpin_SummaryInputs */
/** @typedef {{ project: NonNullable<unknown> }} Pin_Cli_UnpinnedInputs */
/** @typedef {{}} Pin_Flag_InvalidInputs */
/** @typedef {{ id: NonNullable<unknown> }} Pin_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Pin_Gone_NamedInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Pin_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pin_ProjectInputs */
/** @typedef {{}} Pin_SectionInputs */
/** @typedef {{}} Pin_StateInputs */
/** @typedef {{}} Pin_Tray_SectionInputs */
/** @typedef {{ id: NonNullable<unknown> }} Project_FallbackInputs */
/** @typedef {{}} Project_GoneInputs */
/** @typedef {{}} Projects_By_CustomerInputs */
/** @typedef {{ count: NonNullable<unknown> }} Projects_UnitInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Rate_Per_HourInputs */
/** @typedef {{}} Refresh_ProjectsInputs */
/** @typedef {{ shortcut: NonNullable<unknown> }} Refresh_TitleInputs */
/** @typedef {{}} RefreshingInputs */
/** @typedef {{}} RemoveInputs */
/** @typedef {{}} Remove_Account_DetailInputs */
/** @typedef {{}} Remove_Account_MenuInputs */
/** @typedef {{ label: NonNullable<unknown> }} Remove_Account_TitleInputs */
/** @typedef {{}} RemovingInputs */
/** @typedef {{}} RenameInputs */
/** @typedef {{}} Rename_BlankInputs */
/** @typedef {{ label: NonNullable<unknown> }} Rename_CustomerInputs */
/** @typedef {{ label: NonNullable<unknown> }} Rename_New_Name_ForInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} RetryingInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{}} SavedInputs */
/** @typedef {{}} Saved_List_NoteInputs */
/** @typedef {{ time: NonNullable<unknown> }} Saved_List_Note_FromInputs */
/** @typedef {{}} SavingInputs */
/** @typedef {{}} Search_HintInputs */
/** @typedef {{}} Search_LabelInputs */
/** @typedef {{}} Search_PlaceholderInputs */
/** @typedef {{}} Service_AddressInputs */
/** @typedef {{}} Set_ShortcutInputs */
/** @typedef {{}} SettingsInputs */
/** @typedef {{}} Settings_And_Health_LinkInputs */
/** @typedef {{}} Settings_ProblemsInputs */
/** @typedef {{ example: NonNullable<unknown> }} Shortcut_HintInputs */
/** @typedef {{}} Shortcut_Hint_WaylandInputs */
/** @typedef {{ example: NonNullable<unknown> }} Shortcut_PlaceholderInputs */
/** @typedef {{}} Shortcut_SavedInputs */
/** @typedef {{}} Shortcut_Turned_OffInputs */
/** @typedef {{}} Show_ArchivedInputs */
/** @typedef {{}} Show_Archived_ProjectsInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_Adding_TitleInputs */
/** @typedef {{}} Sign_In_Again_TitleInputs */
/** @typedef {{}} Sign_In_TitleInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Signing_InInputs */
/** @typedef {{}} State_Load_FailedInputs */
/** @typedef {{}} Status_ActiveInputs */
/** @typedef {{}} Status_ArchivedInputs */
/** @typedef {{}} The_ServiceInputs */
/** @typedef {{}} Token_TitleInputs */
/** @typedef {{}} Token_WarningInputs */
/** @typedef {{}} Try_AgainInputs */
/** @typedef {{}} TryingInputs */
/** @typedef {{}} Turn_OffInputs */
/** @typedef {{}} Unpin_ButtonInputs */
/** @typedef {{ name: NonNullable<unknown> }} Unpin_ProjectInputs */
/** @typedef {{}} Unrevoked_NoticeInputs */
/** @typedef {{}} UpdatedInputs */
/** @typedef {{}} Use_TokenInputs */
/** @typedef {{}} Use_Token_LinkInputs */
/** @typedef {{}} Webapp_OpenInputs */
/** @typedef {{}} Webapp_Open_InInputs */
/** @typedef {{}} Webapp_Tray_OpenInputs */
/** @typedef {{}} Window_TitleInputs */
import * as registry from "../registry.js"


export const about = /** @type {(inputs: AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre`)
};

export const about_cache = /** @type {(inputs: About_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache`)
};

export const about_keychain = /** @type {(inputs: About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro`)
};

export const about_logs = /** @type {(inputs: About_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logs`)
};

export const about_settings_folder = /** @type {(inputs: About_Settings_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasta de configurações`)
};

export const about_user_agent = /** @type {(inputs: About_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent`)
};

export const about_version = /** @type {(inputs: About_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versão`)
};

export const account_id_hint_end = /** @type {(inputs: Account_Id_Hint_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no endereço do aplicativo web, por exemplo`)
};

export const account_id_hint_start = /** @type {(inputs: Account_Id_Hint_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O código depois de`)
};

export const account_label = /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta:`)
};

export const account_signed_out = /** @type {(inputs: Account_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account} — sessão encerrada`)
};

export const accounts = /** @type {(inputs: AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contas`)
};

export const add_account = /** @type {(inputs: Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta`)
};

export const add_account_menu = /** @type {(inputs: Add_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar conta…`)
};

export const age_at = /** @type {(inputs: Age_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`em ${i?.date}`)
};

export const age_days = /** @type {(inputs: Age_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`há 1 dia`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`há ${i?.count} dias`);
	return /** @type {LocalizedString} */ ("age_days");
};

export const age_hours = /** @type {(inputs: Age_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.count} h`)
};

export const age_just_now = /** @type {(inputs: Age_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agora`)
};

export const age_minutes = /** @type {(inputs: Age_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.count} min`)
};

export const all_archived = /** @type {(inputs: All_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os ${i?.count} projetos estão arquivados — marque “Mostrar arquivados” para vê-los.`)
};

export const another_account_or_address = /** @type {(inputs: Another_Account_Or_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outra conta ou endereço`)
};

export const archived_badge = /** @type {(inputs: Archived_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arquivado`)
};

export const as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dados de ${i?.time}`)
};

export const as_of_refreshing = /** @type {(inputs: As_Of_RefreshingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dados de ${i?.time} · atualizando…`)
};

export const back = /** @type {(inputs: BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar`)
};

export const banner_saved_list = /** @type {(inputs: Banner_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando a lista salva em ${i?.time}.`)
};

export const billable = /** @type {(inputs: BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável`)
};

export const billable_by_person = /** @type {(inputs: Billable_By_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável, por pessoa`)
};

export const billable_by_project = /** @type {(inputs: Billable_By_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturável, por projeto`)
};

export const bridge_missing = /** @type {(inputs: Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ponte do Timetray não está disponível: esta página só funciona dentro do aplicativo.`)
};

export const budget_account_gone = /** @type {(inputs: Budget_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa conta não está mais na lista do Timetray.`)
};

export const budget_alert_passed = /** @type {(inputs: Budget_Alert_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projeto ${i?.name} passou de ${i?.percent} % do orçamento`)
};

export const budget_alerts_hint = /** @type {(inputs: Budget_Alerts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma notificação quando um projeto passa de 80 % e de 100 % do orçamento.`)
};

export const budget_alerts_label = /** @type {(inputs: Budget_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alertas de orçamento`)
};

export const budget_both_empty = /** @type {(inputs: Budget_Both_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe horas, valor ou os dois. Para não ter orçamento, use “Remover orçamento”.`)
};

export const budget_change_button = /** @type {(inputs: Budget_Change_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar orçamento…`)
};

export const budget_clear_button = /** @type {(inputs: Budget_Clear_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover orçamento`)
};

export const budget_cleared = /** @type {(inputs: Budget_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento removido.`)
};

export const budget_cli_bad_number = /** @type {(inputs: Budget_Cli_Bad_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} deve ser um número maior que 0, como ${i?.example}, sem separador de milhar; recebido "${i?.text}".`)
};

export const budget_cli_both = /** @type {(inputs: Budget_Cli_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} ou ${i?.value}`)
};

export const budget_cli_cell_over = /** @type {(inputs: Budget_Cli_Cell_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⚠ ${i?.progress}`)
};

export const budget_cli_clear_alone = /** @type {(inputs: Budget_Cli_Clear_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--clear remove o orçamento: use-o sem --hours e --value.`)
};

export const budget_cli_clear_option = /** @type {(inputs: Budget_Cli_Clear_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove o orçamento (e o que os alertas dele lembravam)`)
};

export const budget_cli_cleared = /** @type {(inputs: Budget_Cli_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} não tem mais orçamento.`)
};

export const budget_cli_hours = /** @type {(inputs: Budget_Cli_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const budget_cli_hours_option = /** @type {(inputs: Budget_Cli_Hours_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as horas combinadas, por exemplo 120 (ou 7.5)`)
};

export const budget_cli_label = /** @type {(inputs: Budget_Cli_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento`)
};

export const budget_cli_near = /** @type {(inputs: Budget_Cli_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — chegou a 80 %`)
};

export const budget_cli_no_account = /** @type {(inputs: Budget_Cli_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda — rode \`timetray login\` primeiro.`)
};

export const budget_cli_notes = /** @type {(inputs: Budget_Cli_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Substitui o orçamento do projeto: o que não for informado fica sem orçamento.
O app avisa uma vez em 80 % e uma vez em 100 % dele (configuração budgetAlerts).`)
};

export const budget_cli_nothing_given = /** @type {(inputs: Budget_Cli_Nothing_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe --hours, --value ou os dois, ou --clear para remover o orçamento.`)
};

export const budget_cli_over = /** @type {(inputs: Budget_Cli_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress} — acima do orçamento`)
};

export const budget_cli_progress = /** @type {(inputs: Budget_Cli_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de ${i?.limit}`)
};

export const budget_cli_progress_unknown = /** @type {(inputs: Budget_Cli_Progress_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (o andamento aparece quando os totais do projeto forem buscados: timetray project ${i?.id})`)
};

export const budget_cli_set = /** @type {(inputs: Budget_Cli_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orçamento de ${i?.project}: ${i?.limit}.`)
};

export const budget_cli_summary = /** @type {(inputs: Budget_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Define o orçamento do projeto ID em horas e/ou em valor (guardado neste
computador, por conta: o serviço não tem campo de orçamento), ou o remove.`)
};

export const budget_cli_value_option = /** @type {(inputs: Budget_Cli_Value_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o valor combinado, por exemplo 15000 (ou 15000.50), sem separador de milhar`)
};

export const budget_currency_hint = /** @type {(inputs: Budget_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A API não informa a moeda: valores e valor hora aparecem nesta, do jeito do seu idioma.`)
};

export const budget_currency_ignored = /** @type {(inputs: Budget_Currency_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency deve ser none ou um código de moeda como BRL, EUR ou USD; usando none (números sem moeda)`)
};

export const budget_currency_label = /** @type {(inputs: Budget_Currency_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moeda`)
};

export const budget_currency_none = /** @type {(inputs: Budget_Currency_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma (só números)`)
};

export const budget_editor_hint = /** @type {(inputs: Budget_Editor_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas, valor ou os dois. O progresso é o maior dos dois.`)
};

export const budget_empty = /** @type {(inputs: Budget_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o orçamento em horas, em valor ou nos dois; para remover um orçamento, limpe-o.`)
};

export const budget_heading = /** @type {(inputs: Budget_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento`)
};

export const budget_hours_field = /** @type {(inputs: Budget_Hours_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
};

export const budget_hours_field_invalid = /** @type {(inputs: Budget_Hours_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As horas devem ser um número maior que 0 e até ${i?.max}, por exemplo 120 — ou deixe em branco.`)
};

export const budget_hours_invalid = /** @type {(inputs: Budget_Hours_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O orçamento em horas deve ser um número maior que 0, como 120.`)
};

export const budget_hours_of = /** @type {(inputs: Budget_Hours_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de ${i?.hours} h`)
};

export const budget_hours_unknown = /** @type {(inputs: Budget_Hours_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h (horas ainda não conhecidas)`)
};

export const budget_marker = /** @type {(inputs: Budget_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % do orçamento`)
};

export const budget_near = /** @type {(inputs: Budget_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perto do orçamento`)
};

export const budget_none = /** @type {(inputs: Budget_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem orçamento definido.`)
};

export const budget_not_in_list = /** @type {(inputs: Budget_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O projeto #${i?.id} não está na lista de projetos desta conta — atualize a lista e confira o id.`)
};

export const budget_over = /** @type {(inputs: Budget_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acima do orçamento`)
};

export const budget_progress_label = /** @type {(inputs: Budget_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento usado`)
};

export const budget_saved = /** @type {(inputs: Budget_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orçamento salvo.`)
};

export const budget_set_button = /** @type {(inputs: Budget_Set_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir orçamento…`)
};

export const budget_shape_invalid = /** @type {(inputs: Budget_Shape_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um orçamento é um número de horas, um valor ou os dois.`)
};

export const budget_value_field = /** @type {(inputs: Budget_Value_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

export const budget_value_field_invalid = /** @type {(inputs: Budget_Value_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O valor deve ser um número maior que 0 e até ${i?.max}, por exemplo 15000 — ou deixe em branco.`)
};

export const budget_value_invalid = /** @type {(inputs: Budget_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O orçamento em valor deve ser um número maior que 0, como 15000.`)
};

export const budget_value_of = /** @type {(inputs: Budget_Value_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.spent} de ${i?.budget}`)
};

export const budget_value_unknown = /** @type {(inputs: Budget_Value_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.budget} (valor ainda não conhecido)`)
};

export const budget_web_app_unsafe = /** @type {(inputs: Budget_Web_App_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Rabbiit só pode ser aberto por https no endereço de serviço da própria conta, e o endereço desta conta não é assim — entre de novo com um endereço https.`)
};

export const ca_file_hint = /** @type {(inputs: Ca_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para uma rede que inspeciona TLS: o certificado da CA dela, em um arquivo PEM.`)
};

export const ca_file_removed = /** @type {(inputs: Ca_File_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA removido.`)
};

export const ca_file_saved = /** @type {(inputs: Ca_File_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA salvo.`)
};

export const call_failed = /** @type {(inputs: Call_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu fazer isso. Tente de novo.`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const check_accounts = /** @type {(inputs: Check_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta`)
};

export const check_ca_file = /** @type {(inputs: Check_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA`)
};

export const check_clock = /** @type {(inputs: Check_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relógio`)
};

export const check_keychain = /** @type {(inputs: Check_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro`)
};

export const check_proxy = /** @type {(inputs: Check_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proxy`)
};

export const check_service = /** @type {(inputs: Check_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serviço`)
};

export const check_session_type = /** @type {(inputs: Check_Session_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão`)
};

export const check_settings = /** @type {(inputs: Check_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de configurações`)
};

export const check_shortcut = /** @type {(inputs: Check_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho`)
};

export const check_tray_host = /** @type {(inputs: Check_Tray_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ícone da bandeja`)
};

export const checking = /** @type {(inputs: CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

export const choose_ca_file = /** @type {(inputs: Choose_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolher arquivo de CA…`)
};

export const cli_webapp_open_failed = /** @type {(inputs: Cli_Webapp_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum navegador pôde ser aberto (${i?.cause}); abra este endereço você mesmo: ${i?.url}`)
};

export const cli_webapp_open_opening = /** @type {(inputs: Cli_Webapp_Open_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrindo ${i?.url}`)
};

export const cli_webapp_open_print_option = /** @type {(inputs: Cli_Webapp_Open_Print_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mostra o endereço em vez de abri-lo`)
};

export const cli_webapp_open_summary = /** @type {(inputs: Cli_Webapp_Open_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre a página de projetos da conta ativa no navegador (o app web do serviço,
em https://HOST/a/CONTA/#/projects, no endereço da própria conta).`)
};

export const copied = /** @type {(inputs: CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado ✓`)
};

export const copy_hint = /** @type {(inputs: Copy_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} · Markdown para atualizar o cliente`)
};

export const copy_summary = /** @type {(inputs: Copy_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar resumo`)
};

export const customer_fallback = /** @type {(inputs: Customer_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente #${i?.id}`)
};

export const details_saved_earlier = /** @type {(inputs: Details_Saved_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrando os detalhes que o Timetray salvou antes.`)
};

export const error_bad_response = /** @type {(inputs: Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma resposta que o Timetray não conseguiu ler.`)
};

export const error_insecure_url = /** @type {(inputs: Error_Insecure_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve começar com https://.`)
};

export const error_network = /** @type {(inputs: Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu falar com o serviço. Verifique sua conexão com a internet.`)
};

export const error_other = /** @type {(inputs: Error_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo deu errado na comunicação com o serviço.`)
};

export const error_rate_limited = /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço pediu ao Timetray que espere um pouco.`)
};

export const error_redirect = /** @type {(inputs: Error_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço redirecionou o Timetray para outro endereço, que ele não segue por segurança.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço teve um problema do lado dele.`)
};

export const error_signed_out = /** @type {(inputs: Error_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não está conectado.`)
};

export const error_timeout = /** @type {(inputs: Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço demorou demais para responder.`)
};

export const error_unauthorized = /** @type {(inputs: Error_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço encerrou esta sessão.`)
};

export const health_all_fine = /** @type {(inputs: Health_All_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo certo.`)
};

export const health_check_button = /** @type {(inputs: Health_Check_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnóstico…`)
};

export const health_checking = /** @type {(inputs: Health_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

export const health_fix = /** @type {(inputs: Health_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como resolver:`)
};

export const health_found = /** @type {(inputs: Health_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.list} encontrado.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.list} encontrados.`);
	return /** @type {LocalizedString} */ ("health_found");
};

export const health_problems = /** @type {(inputs: Health_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} problema`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} problemas`);
	return /** @type {LocalizedString} */ ("health_problems");
};

export const health_run = /** @type {(inputs: Health_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

export const health_run_again = /** @type {(inputs: Health_Run_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar de novo`)
};

export const health_status_fail = /** @type {(inputs: Health_Status_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problema`)
};

export const health_status_ok = /** @type {(inputs: Health_Status_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

export const health_status_warn = /** @type {(inputs: Health_Status_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso`)
};

export const health_title = /** @type {(inputs: Health_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnóstico`)
};

export const health_warnings = /** @type {(inputs: Health_WarningsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aviso`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avisos`);
	return /** @type {LocalizedString} */ ("health_warnings");
};

export const hide_money = /** @type {(inputs: Hide_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar valores em dinheiro`)
};

export const hide_money_hint = /** @type {(inputs: Hide_Money_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor hora e valores aparecem como ••• na janela, na bandeja e nos resumos copiados (para compartilhar a tela).`)
};

export const interval_hour = /** @type {(inputs: Interval_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cada hora`)
};

export const interval_manual = /** @type {(inputs: Interval_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só quando eu atualizar`)
};

export const interval_minutes = /** @type {(inputs: Interval_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cada ${i?.minutes} minutos`)
};

export const keychain_locked_title = /** @type {(inputs: Keychain_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaveiro bloqueado`)
};

export const label_account_id = /** @type {(inputs: Label_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da conta`)
};

export const label_api_base_url = /** @type {(inputs: Label_Api_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base da API`)
};

export const label_billing = /** @type {(inputs: Label_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faturamento`)
};

export const label_changed = /** @type {(inputs: Label_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterado em`)
};

export const label_created = /** @type {(inputs: Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado em`)
};

export const label_description = /** @type {(inputs: Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
};

export const label_email = /** @type {(inputs: Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const label_extra_ca = /** @type {(inputs: Label_Extra_CaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo de CA extra`)
};

export const label_language = /** @type {(inputs: Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const label_members = /** @type {(inputs: Label_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membros`)
};

export const label_open_tasks = /** @type {(inputs: Label_Open_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarefas abertas`)
};

export const label_password = /** @type {(inputs: Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha`)
};

export const label_rate = /** @type {(inputs: Label_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor hora`)
};

export const label_refresh_projects = /** @type {(inputs: Label_Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar projetos`)
};

export const label_shortcut = /** @type {(inputs: Label_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho global para abrir o Timetray`)
};

export const label_time = /** @type {(inputs: Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
};

export const label_token = /** @type {(inputs: Label_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
};

export const label_token_user_agent = /** @type {(inputs: Label_Token_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User-Agent com que ele foi criado`)
};

export const label_value = /** @type {(inputs: Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

export const language_auto = /** @type {(inputs: Language_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automático (idioma do sistema)`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_pt_br = /** @type {(inputs: Language_Pt_BrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Português (Brasil)`)
};

export const last_used_days = /** @type {(inputs: Last_Used_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`último uso há ${i?.count} dias`)
};

export const last_used_today = /** @type {(inputs: Last_Used_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso hoje`)
};

export const last_used_unknown = /** @type {(inputs: Last_Used_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso desconhecido`)
};

export const last_used_yesterday = /** @type {(inputs: Last_Used_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso ontem`)
};

export const launch_at_login = /** @type {(inputs: Launch_At_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Timetray ao entrar no computador`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando…`)
};

export const loading_projects = /** @type {(inputs: Loading_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando projetos…`)
};

export const money_hidden = /** @type {(inputs: Money_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oculto`)
};

export const no_ca_file = /** @type {(inputs: No_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum: só as CAs confiáveis do sistema.`)
};

export const no_customer = /** @type {(inputs: No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem cliente`)
};

export const no_match = /** @type {(inputs: No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada corresponde a “${i?.query}”.`)
};

export const no_match_archived = /** @type {(inputs: No_Match_ArchivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nenhum projeto ativo corresponde a “${i?.query}” (${i?.countText} arquivado corresponde — marque “Mostrar arquivados”).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nenhum projeto ativo corresponde a “${i?.query}” (${i?.countText} arquivados correspondem — marque “Mostrar arquivados”).`);
	return /** @type {LocalizedString} */ ("no_match_archived");
};

export const no_projects = /** @type {(inputs: No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum projeto ainda.`)
};

export const not_billable = /** @type {(inputs: Not_BillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não faturável`)
};

export const not_refreshed_yet = /** @type {(inputs: Not_Refreshed_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ainda não atualizado`)
};

export const pin_button = /** @type {(inputs: Pin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixar`)
};

export const pin_cli_pinned = /** @type {(inputs: Pin_Cli_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} fixado.`)
};

export const pin_cli_section = /** @type {(inputs: Pin_Cli_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
};

export const pin_cli_summary = /** @type {(inputs: Pin_Cli_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixa o projeto ID: ele vem primeiro na bandeja, na janela e em \`projects\`.`)
};

export const pin_cli_unpin_summary = /** @type {(inputs: Pin_Cli_Unpin_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafixa o projeto ID.`)
};

export const pin_cli_unpinned = /** @type {(inputs: Pin_Cli_UnpinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.project} desafixado.`)
};

export const pin_flag_invalid = /** @type {(inputs: Pin_Flag_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixado deve ser verdadeiro ou falso.`)
};

export const pin_gone = /** @type {(inputs: Pin_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O projeto #${i?.id} não existe mais no serviço, por isso foi desafixado.`)
};

export const pin_gone_named = /** @type {(inputs: Pin_Gone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” (#${i?.id}) não existe mais no serviço, por isso foi desafixado.`)
};

export const pin_hint = /** @type {(inputs: Pin_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} fixa ou desafixa`)
};

export const pin_project = /** @type {(inputs: Pin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixar ${i?.name}`)
};

export const pin_section = /** @type {(inputs: Pin_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
};

export const pin_state = /** @type {(inputs: Pin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fixado`)
};

export const pin_tray_section = /** @type {(inputs: Pin_Tray_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixados`)
};

export const project_fallback = /** @type {(inputs: Project_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Projeto #${i?.id}`)
};

export const project_gone = /** @type {(inputs: Project_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este projeto não existe mais no serviço — ele foi removido da lista.`)
};

export const projects_by_customer = /** @type {(inputs: Projects_By_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projetos por cliente`)
};

export const projects_unit = /** @type {(inputs: Projects_UnitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`projeto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`projetos`);
	return /** @type {LocalizedString} */ ("projects_unit");
};

export const rate_per_hour = /** @type {(inputs: Rate_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / h`)
};

export const refresh_projects = /** @type {(inputs: Refresh_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar projetos`)
};

export const refresh_title = /** @type {(inputs: Refresh_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizar (${i?.shortcut})`)
};

export const refreshing = /** @type {(inputs: RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizando…`)
};

export const remove = /** @type {(inputs: RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

export const remove_account_detail = /** @type {(inputs: Remove_Account_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray encerra a sessão no serviço e esquece a conta neste computador.`)
};

export const remove_account_menu = /** @type {(inputs: Remove_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover esta conta…`)
};

export const remove_account_title = /** @type {(inputs: Remove_Account_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.label}?`)
};

export const removing = /** @type {(inputs: RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removendo…`)
};

export const rename = /** @type {(inputs: RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomear`)
};

export const rename_blank = /** @type {(inputs: Rename_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um novo nome ou pressione Esc para manter o atual.`)
};

export const rename_customer = /** @type {(inputs: Rename_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renomear o cliente ${i?.label}`)
};

export const rename_new_name_for = /** @type {(inputs: Rename_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novo nome para ${i?.label}`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
};

export const retrying = /** @type {(inputs: RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando de novo…`)
};

export const save = /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar`)
};

export const saved = /** @type {(inputs: SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvo.`)
};

export const saved_list_note = /** @type {(inputs: Saved_List_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a lista abaixo é a que foi salva.`)
};

export const saved_list_note_from = /** @type {(inputs: Saved_List_Note_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a lista abaixo foi salva em ${i?.time}.`)
};

export const saving = /** @type {(inputs: SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando…`)
};

export const search_hint = /** @type {(inputs: Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada palavra deve corresponder a um projeto, ao cliente dele ou ao #id. ↓ vai para a lista.`)
};

export const search_label = /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar projetos`)
};

export const search_placeholder = /** @type {(inputs: Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar projetos…`)
};

export const service_address = /** @type {(inputs: Service_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço do serviço`)
};

export const set_shortcut = /** @type {(inputs: Set_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir atalho`)
};

export const settings = /** @type {(inputs: SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações`)
};

export const settings_and_health_link = /** @type {(inputs: Settings_And_Health_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações e diagnóstico…`)
};

export const settings_problems = /** @type {(inputs: Settings_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O settings.json tinha valores que o Timetray não pôde usar; eles voltaram ao padrão:`)
};

export const shortcut_hint = /** @type {(inputs: Shortcut_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desativado por padrão. Modificadores e uma tecla, por exemplo ${i?.example}.`)
};

export const shortcut_hint_wayland = /** @type {(inputs: Shortcut_Hint_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Wayland, o atalho só funciona pelo portal de atalhos globais da sua área de trabalho, que pode pedir que você o confirme.`)
};

export const shortcut_placeholder = /** @type {(inputs: Shortcut_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ex.: ${i?.example}`)
};

export const shortcut_saved = /** @type {(inputs: Shortcut_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho salvo.`)
};

export const shortcut_turned_off = /** @type {(inputs: Shortcut_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atalho desativado.`)
};

export const show_archived = /** @type {(inputs: Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar arquivados`)
};

export const show_archived_projects = /** @type {(inputs: Show_Archived_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar projetos arquivados`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

export const sign_in_adding_title = /** @type {(inputs: Sign_In_Adding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma conta`)
};

export const sign_in_again_title = /** @type {(inputs: Sign_In_Again_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar novamente`)
};

export const sign_in_title = /** @type {(inputs: Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar no Timetray`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair`)
};

export const signing_in = /** @type {(inputs: Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrando…`)
};

export const state_load_failed = /** @type {(inputs: State_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray não conseguiu carregar seu estado. Reinicie o aplicativo.`)
};

export const status_active = /** @type {(inputs: Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativo`)
};

export const status_archived = /** @type {(inputs: Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivado`)
};

export const the_service = /** @type {(inputs: The_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o serviço`)
};

export const token_title = /** @type {(inputs: Token_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar um token existente`)
};

export const token_warning = /** @type {(inputs: Token_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço vincula o token ao User-Agent do programa que o criou. Enviado com qualquer outro User-Agent, o token é destruído para sempre. Digite o User-Agent exato desse programa (para o curl, por exemplo,`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
};

export const trying = /** @type {(inputs: TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando…`)
};

export const turn_off = /** @type {(inputs: Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar`)
};

export const unpin_button = /** @type {(inputs: Unpin_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafixar`)
};

export const unpin_project = /** @type {(inputs: Unpin_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desafixar ${i?.name}`)
};

export const unrevoked_notice = /** @type {(inputs: Unrevoked_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu neste computador. Não foi possível falar com o serviço para encerrar a sessão lá; ela termina sozinha após 30 dias sem uso.`)
};

export const updated = /** @type {(inputs: UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`atualizado`)
};

export const use_token = /** @type {(inputs: Use_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar token`)
};

export const use_token_link = /** @type {(inputs: Use_Token_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar um token de API existente…`)
};

export const webapp_open = /** @type {(inputs: Webapp_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Rabbiit`)
};

export const webapp_open_in = /** @type {(inputs: Webapp_Open_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir no Rabbiit`)
};

export const webapp_tray_open = /** @type {(inputs: Webapp_Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o Rabbiit`)
};

export const window_title = /** @type {(inputs: Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray`)
};