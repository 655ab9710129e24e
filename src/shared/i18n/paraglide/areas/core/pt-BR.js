// Made by scripts/i18n-compile.mjs from messages/pt-BR.js: the core area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
budget_account_gone: /** @type {(inputs: Budget_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa conta não está mais na lista do Timetray.`)
},

budget_currency_ignored: /** @type {(inputs: Budget_Currency_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency deve ser none ou um código de moeda como BRL, EUR ou USD; usando none (números sem moeda)`)
},

budget_customer_not_in_list: /** @type {(inputs: Budget_Customer_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O cliente #${i?.id} não tem projeto na lista de projetos desta conta — atualize a lista e confira o id (timetray projects mostra o de cada cliente).`)
},

budget_empty: /** @type {(inputs: Budget_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o orçamento em horas, em valor ou nos dois; para remover um orçamento, limpe-o.`)
},

budget_hours_invalid: /** @type {(inputs: Budget_Hours_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O orçamento em horas deve ser um número maior que 0 e até ${i?.max}, como 120.`)
},

budget_not_in_list: /** @type {(inputs: Budget_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O projeto #${i?.id} não está na lista de projetos desta conta — atualize a lista e confira o ID.`)
},

budget_per_invalid: /** @type {(inputs: Budget_Per_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O período de um orçamento é week (semana), month (mês) ou cycle (ciclo), ou lifetime (o projeto inteiro).`)
},

budget_shape_invalid: /** @type {(inputs: Budget_Shape_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um orçamento é um número de horas, um valor ou os dois.`)
},

budget_value_invalid: /** @type {(inputs: Budget_Value_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O orçamento em valor deve ser um número maior que 0 e até ${i?.max}, como 15000.`)
},

budget_web_app_unsafe: /** @type {(inputs: Budget_Web_App_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Rabbiit só pode ser aberto por https no endereço de serviço da própria conta, e o endereço desta conta não é assim — entre de novo com um endereço https.`)
},

ca_choose_again: /** @type {(inputs: Ca_Choose_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um arquivo PEM válido em Configurações → Arquivo de CA extra (ou \`timetray config set caFile ARQUIVO\`; \`none\` se não precisar mais de um).`)
},

ca_give_flag_again: /** @type {(inputs: Ca_Give_Flag_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passe para --ca-file um arquivo PEM de certificados de CA, ou deixe a opção de fora.`)
},

core_account_gone: /** @type {(inputs: Core_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa conta não está mais na lista do Timetray.`)
},

core_account_id_hint: /** @type {(inputs: Core_Account_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID da conta é o código curto depois de /a/ no endereço do aplicativo web.`)
},

core_account_id_not_text: /** @type {(inputs: Core_Account_Id_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID da conta deve ser texto.`)
},

core_account_key_missing: /** @type {(inputs: Core_Account_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A conta deve ser indicada pela sua chave.`)
},

core_account_key_too_long: /** @type {(inputs: Core_Account_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave da conta é longa demais.`)
},

core_address_mismatch: /** @type {(inputs: Core_Address_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O endereço de ${i?.account} no settings.json não corresponde à entrada no chaveiro — entre novamente.`)
},

core_api_answer_cut_off: /** @type {(inputs: Core_Api_Answer_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta de ${i?.origin} foi interrompida antes de terminar — tente de novo.`)
},

core_api_answer_no_project: /** @type {(inputs: Core_Api_Answer_No_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta do serviço (${i?.what}) não traz nenhum projeto legível (ID e nome).`)
},

core_api_answer_too_big: /** @type {(inputs: Core_Api_Answer_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma resposta maior do que o Timetray aceita (mais de ${i?.size}).`)
},

core_api_answer_unreadable: /** @type {(inputs: Core_Api_Answer_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta do serviço (${i?.what}) traz dados que o Timetray não consegue ler.`)
},

core_api_answer_web_page: /** @type {(inputs: Core_Api_Answer_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A resposta do serviço (${i?.what}) é uma página web em vez de dados — o endereço do serviço está certo?`)
},

core_api_bad_sign_in: /** @type {(inputs: Core_Api_Bad_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço não aceitou este e-mail, senha e ID da conta.`)
},

core_api_forbidden: /** @type {(inputs: Core_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta não tem permissão para fazer isso.`)
},

core_api_no_token: /** @type {(inputs: Core_Api_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há token para enviar — entre primeiro.`)
},

core_api_no_user_agent: /** @type {(inputs: Core_Api_No_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sessão salva não tem User-Agent — entre novamente.`)
},

core_api_not_found: /** @type {(inputs: Core_Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço não conhece este item (ele pode ter sido apagado).`)
},

core_api_rate_limited: /** @type {(inputs: Core_Api_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço está recebendo requisições demais — tente de novo daqui a pouco.`)
},

core_api_rate_limited_wait: /** @type {(inputs: Core_Api_Rate_Limited_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço está recebendo requisições demais — tente de novo em ${i?.wait}.`)
},

core_api_redirect: /** @type {(inputs: Core_Api_RedirectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço respondeu com um redirecionamento (HTTP ${i?.status}) para ${i?.target}; o Timetray não segue redirecionamentos — confira o endereço do serviço.`)
},

core_api_redirect_elsewhere: /** @type {(inputs: Core_Api_Redirect_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`outro endereço`)
},

core_api_refused: /** @type {(inputs: Core_Api_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço recusou a requisição (HTTP ${i?.status}).`)
},

core_api_server_failed: /** @type {(inputs: Core_Api_Server_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço falhou (HTTP ${i?.status}) — tente de novo mais tarde.`)
},

core_api_service_said: /** @type {(inputs: Core_Api_Service_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why} O serviço disse: “${i?.server}”.`)
},

core_api_session_ended_because: /** @type {(inputs: Core_Api_Session_Ended_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço encerrou esta sessão (${i?.server}) — entre novamente.`)
},

core_api_sign_in_refused_because: /** @type {(inputs: Core_Api_Sign_In_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço recusou o acesso (resposta: “${i?.server}”)`)
},

core_api_unavailable: /** @type {(inputs: Core_Api_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O serviço está inacessível ou sobrecarregado agora (HTTP ${i?.status}) — tente de novo daqui a pouco.`)
},

core_api_user_agent_unsendable: /** @type {(inputs: Core_Api_User_Agent_UnsendableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O User-Agent contém caracteres que um cabeçalho não pode levar.`)
},

core_autostart_comment: /** @type {(inputs: Core_Autostart_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus projetos do Rabbiit na bandeja do sistema`)
},

core_autostart_line_break: /** @type {(inputs: Core_Autostart_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um comando de início automático não pode conter quebra de linha.`)
},

core_ca_cannot_read: /** @type {(inputs: Core_Ca_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não pode ser lido (${i?.code})`)
},

core_ca_damaged: /** @type {(inputs: Core_Ca_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o certificado ${i?.number} em ${i?.file} está danificado e não pode ser lido`)
},

core_ca_is_folder: /** @type {(inputs: Core_Ca_Is_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} é uma pasta`)
},

core_ca_missing: /** @type {(inputs: Core_Ca_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não existe`)
},

core_ca_no_certificate: /** @type {(inputs: Core_Ca_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} não tem nenhum certificado PEM (-----BEGIN CERTIFICATE-----); exporte a CA como PEM (Base64), não DER`)
},

core_ca_no_pem: /** @type {(inputs: Core_Ca_No_PemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo de CA ${i?.file} não tem nenhum certificado PEM — exporte a CA como PEM (Base64).`)
},

core_ca_not_a_file: /** @type {(inputs: Core_Ca_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`é ${i?.kind}, não um arquivo`)
},

core_ca_not_regular: /** @type {(inputs: Core_Ca_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}; escolha o próprio arquivo PEM`)
},

core_ca_unreadable: /** @type {(inputs: Core_Ca_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível ler o arquivo de CA extra ${i?.file} (${i?.reason}). ${i?.fix}`)
},

core_cache_damaged: /** @type {(inputs: Core_Cache_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} está danificado (não é o que o Timetray salvou ali), então não foi usado; o Timetray grava um novo na próxima vez que buscar esses dados.`)
},

core_cache_damaged_moved: /** @type {(inputs: Core_Cache_Damaged_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} estava danificado (não é o que o Timetray salvou ali), então não foi usado e foi movido para ${i?.aside}; o Timetray grava um novo na próxima vez que buscar esses dados.`)
},

core_closed_during: /** @type {(inputs: Core_Closed_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray foi fechado durante a requisição.`)
},

core_customer_id_not_number: /** @type {(inputs: Core_Customer_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente deve ser um número.`)
},

core_customer_id_not_positive: /** @type {(inputs: Core_Customer_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente deve ser positivo.`)
},

core_customer_id_not_whole: /** @type {(inputs: Core_Customer_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente deve ser um número inteiro.`)
},

core_customer_id_too_large: /** @type {(inputs: Core_Customer_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do cliente é grande demais.`)
},

core_customer_name_empty: /** @type {(inputs: Core_Customer_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do cliente não pode ficar vazio.`)
},

core_customer_name_not_text: /** @type {(inputs: Core_Customer_Name_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do cliente deve ser texto.`)
},

core_customer_name_too_long: /** @type {(inputs: Core_Customer_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O nome do cliente pode ter no máximo ${i?.max} caracteres.`)
},

core_customer_name_unshown: /** @type {(inputs: Core_Customer_Name_UnshownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do cliente não pode conter caracteres de controle (como tabulações ou códigos de escape), controles de direção do texto nem caracteres invisíveis.`)
},

core_email_invalid: /** @type {(inputs: Core_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um endereço de e-mail válido.`)
},

core_email_not_text: /** @type {(inputs: Core_Email_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O e-mail deve ser texto.`)
},

core_email_too_long: /** @type {(inputs: Core_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O e-mail é longo demais.`)
},

core_file_cannot_delete: /** @type {(inputs: Core_File_Cannot_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível apagar ${i?.file}`)
},

core_file_cannot_lock: /** @type {(inputs: Core_File_Cannot_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível bloquear ${i?.file}`)
},

core_file_cannot_read: /** @type {(inputs: Core_File_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível ler ${i?.file}`)
},

core_file_cannot_save: /** @type {(inputs: Core_File_Cannot_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível salvar ${i?.file}`)
},

core_file_disk_full: /** @type {(inputs: Core_File_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o disco está cheio`)
},

core_file_fix_check_disk: /** @type {(inputs: Core_File_Fix_Check_DiskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique o disco de ${i?.folder}.`)
},

core_file_fix_check_read: /** @type {(inputs: Core_File_Fix_Check_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique se ${i?.target} existe e se você pode lê-lo.`)
},

core_file_fix_check_write: /** @type {(inputs: Core_File_Fix_Check_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique se ${i?.target} existe e se você pode gravar nele.`)
},

core_file_fix_close_programs: /** @type {(inputs: Core_File_Fix_Close_ProgramsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feche alguns programas e tente de novo.`)
},

core_file_fix_free_space: /** @type {(inputs: Core_File_Fix_Free_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Libere espaço no disco de ${i?.folder} e tente de novo.`)
},

core_file_fix_move_away: /** @type {(inputs: Core_File_Fix_Move_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tire-a do caminho (mv "${i?.file}" "${i?.file}.bak") e tente de novo.`)
},

core_file_fix_move_that: /** @type {(inputs: Core_File_Fix_Move_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tire esse arquivo do caminho e tente de novo.`)
},

core_file_fix_own_file: /** @type {(inputs: Core_File_Fix_Own_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Torne-o seu de novo: sudo chown "$USER" "${i?.file}" && chmod u+rw "${i?.file}"`)
},

core_file_fix_own_folder: /** @type {(inputs: Core_File_Fix_Own_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Torne a pasta sua de novo: sudo chown -R "$USER" "${i?.folder}" && chmod -R u+rwX "${i?.folder}"`)
},

core_file_fix_quota: /** @type {(inputs: Core_File_Fix_QuotaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Libere espaço no disco de ${i?.folder} (ou peça uma cota maior) e tente de novo.`)
},

core_file_fix_remount: /** @type {(inputs: Core_File_Fix_RemountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monte-o de novo com leitura e escrita, ou aponte TIMETRAY_CONFIG_DIR para uma pasta gravável.`)
},

core_file_io_error: /** @type {(inputs: Core_File_Io_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o disco informou um erro de entrada/saída`)
},

core_file_is_folder: /** @type {(inputs: Core_File_Is_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`é uma pasta onde o Timetray mantém um arquivo`)
},

core_file_not_folder: /** @type {(inputs: Core_File_Not_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uma parte de ${i?.folder} é um arquivo, não uma pasta`)
},

core_file_permission: /** @type {(inputs: Core_File_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissão negada — ele pode pertencer a outro usuário (por exemplo, depois de \`sudo timetray …\`)`)
},

core_file_quota: /** @type {(inputs: Core_File_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sua cota de disco acabou`)
},

core_file_read_only: /** @type {(inputs: Core_File_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o sistema de arquivos de ${i?.folder} é somente leitura`)
},

core_file_too_many_open: /** @type {(inputs: Core_File_Too_Many_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`há arquivos abertos demais neste computador`)
},

core_first_screen_id: /** @type {(inputs: Core_First_Screen_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A primeira tela deve ser indicada pelo seu número.`)
},

core_import_needs_all: /** @type {(inputs: Core_Import_Needs_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`São necessários o token, o User-Agent com que ele foi criado, o ID da conta e o e-mail.`)
},

core_import_other_accounts_token: /** @type {(inputs: Core_Import_Other_Accounts_TokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este token lista exatamente os projetos salvos de ${i?.account} (conta ${i?.other}): parece ser o token daquela conta, não da conta ${i?.typed}. Confira o ID da conta e o token; nada foi salvo.`)
},

core_input_invalid: /** @type {(inputs: Core_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O valor informado não é válido.`)
},

core_internal: /** @type {(inputs: Core_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo deu errado dentro do Timetray. Tente de novo.`)
},

core_keychain_failed_delete: /** @type {(inputs: Core_Keychain_Failed_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro do sistema não conseguiu apagar o token: ${i?.detail}. Verifique se o seu chaveiro está instalado, em execução e desbloqueado.`)
},

core_keychain_failed_read: /** @type {(inputs: Core_Keychain_Failed_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro do sistema não conseguiu ler o token: ${i?.detail}. Verifique se o seu chaveiro está instalado, em execução e desbloqueado.`)
},

core_keychain_failed_store: /** @type {(inputs: Core_Keychain_Failed_StoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro do sistema não conseguiu salvar o token: ${i?.detail}. Verifique se o seu chaveiro está instalado, em execução e desbloqueado.`)
},

core_keychain_locked: /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O chaveiro está bloqueado: desbloqueie o chaveiro “login” (em Senhas e chaves, ou saindo da sessão gráfica e entrando de novo) e tente de novo.`)
},

core_keychain_locked_unknown: /** @type {(inputs: Core_Keychain_Locked_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Até lá, o Timetray não consegue saber se você está com a sessão ativa.`)
},

core_keychain_no_answer: /** @type {(inputs: Core_Keychain_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro não respondeu em ${i?.seconds} s. Se ele estiver pedindo uma senha, responda; senão, reinicie o serviço de chaveiro (ou saia da sessão gráfica e entre de novo) e tente de novo.`)
},

core_keychain_no_collection: /** @type {(inputs: Core_Keychain_No_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O chaveiro não tem uma coleção padrão ("login") e não foi possível criar uma porque nenhum pedido de senha pôde ser mostrado. Crie um chaveiro padrão em Senhas e chaves (seahorse), ou inicie \`gnome-keyring-daemon --unlock\` com uma senha na entrada padrão, e tente de novo.`)
},

core_keychain_no_dbus: /** @type {(inputs: Core_Keychain_No_DbusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem sessão D-Bus: o chaveiro (Secret Service) é acessado pelo D-Bus, mas DBUS_SESSION_BUS_ADDRESS não está definida ou não aponta para nenhum barramento em execução. Rode o Timetray dentro de uma sessão gráfica, ou rode o comando com \`dbus-run-session -- …\` e um serviço de chaveiro iniciado.`)
},

core_keychain_no_provider: /** @type {(inputs: Core_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum provedor do Secret Service: nada na sessão D-Bus oferece org.freedesktop.secrets. Instale e inicie um chaveiro, por exemplo o GNOME Keyring (\`apt install gnome-keyring\`) ou o KWallet com o Secret Service ativado, e tente de novo.`)
},

core_keychain_not_keeping: /** @type {(inputs: Core_Keychain_Not_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O chaveiro não salvou uma entrada de teste (o que foi lido de volta é diferente do que foi gravado). Verifique se o seu chaveiro está instalado, em execução e desbloqueado, e tente de novo.`)
},

core_keytar_abi: /** @type {(inputs: Core_Keytar_AbiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a parte nativa foi compilada para outra versão do Node.js/Electron (ABI diferente)`)
},

core_keytar_damaged: /** @type {(inputs: Core_Keytar_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a parte nativa (keytar.node) está danificada ou foi compilada para outro sistema (${i?.detail})`)
},

core_keytar_load_failed: /** @type {(inputs: Core_Keytar_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ele não carregou (${i?.detail})`)
},

core_keytar_missing: /** @type {(inputs: Core_Keytar_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ele não está instalado`)
},

core_keytar_no_libsecret: /** @type {(inputs: Core_Keytar_No_LibsecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`falta a biblioteca libsecret (Debian/Ubuntu: \`apt install libsecret-1-0\`)`)
},

core_keytar_unusable: /** @type {(inputs: Core_Keytar_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O módulo do chaveiro (keytar) não pode ser usado: ${i?.why}. Reinstale o Timetray; numa cópia do código-fonte, rode \`npm run rebuild:keytar\`.`)
},

core_kind_device: /** @type {(inputs: Core_Kind_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um dispositivo`)
},

core_kind_fifo: /** @type {(inputs: Core_Kind_FifoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um pipe nomeado (FIFO)`)
},

core_kind_folder: /** @type {(inputs: Core_Kind_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uma pasta`)
},

core_kind_other: /** @type {(inputs: Core_Kind_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`algo que não é um arquivo comum`)
},

core_kind_socket: /** @type {(inputs: Core_Kind_SocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um socket`)
},

core_label_taken: /** @type {(inputs: Core_Label_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O rótulo “${i?.label}” já identifica ${i?.account} (pelo rótulo, e-mail ou ID da conta): escolher uma conta por ele acharia as duas. Escolha outro rótulo.`)
},

core_label_too_long: /** @type {(inputs: Core_Label_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um rótulo pode ter no máximo ${i?.max} caracteres.`)
},

core_label_unshown: /** @type {(inputs: Core_Label_UnshownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um rótulo não pode conter caracteres de controle (como tabulações ou códigos de escape), controles de direção do texto nem caracteres invisíveis.`)
},

core_left_behind: /** @type {(inputs: Core_Left_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão encerrada. Ficou neste computador: ${i?.what}`)
},

core_left_saved_details: /** @type {(inputs: Core_Left_Saved_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`os detalhes de projetos salvos`)
},

core_left_saved_list: /** @type {(inputs: Core_Left_Saved_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a lista de projetos salva`)
},

core_left_saved_reports: /** @type {(inputs: Core_Left_Saved_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as horas salvas dos períodos`)
},

core_left_settings: /** @type {(inputs: Core_Left_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o encerramento da sessão nas configurações`)
},

core_list_no_readable_item: /** @type {(inputs: Core_List_No_Readable_ItemInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`O serviço enviou uma lista de projetos que o Timetray não consegue ler (o único item não tem ID e nome).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`O serviço enviou uma lista de projetos que o Timetray não consegue ler (nenhum dos seus ${i?.countText} itens tem ID e nome).`);
	return /** @type {LocalizedString} */ ("core_list_no_readable_item");
},

core_list_not_a_list: /** @type {(inputs: Core_List_Not_A_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço enviou uma lista de projetos que o Timetray não consegue ler (não há lista de projetos nela).`)
},

core_lock_held_pid: /** @type {(inputs: Core_Lock_Held_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Outro processo do Timetray (pid ${i?.pid}) está com ${i?.lock} há mais de ${i?.seconds} s. Tente de novo; se nenhum Timetray estiver aberto, apague esse arquivo (rm "${i?.lock}").`)
},

core_lock_held_unknown: /** @type {(inputs: Core_Lock_Held_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Outro processo está com ${i?.lock} há mais de ${i?.seconds} s. Tente de novo; se nenhum Timetray estiver aberto, apague esse arquivo (rm "${i?.lock}").`)
},

core_lock_wait_pid: /** @type {(inputs: Core_Lock_Wait_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aguardando outro processo do Timetray (pid ${i?.pid}) que está com ${i?.lock}…`)
},

core_lock_wait_unknown: /** @type {(inputs: Core_Lock_Wait_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aguardando ${i?.lock}, que outro processo acabou de pegar…`)
},

core_needs_app: /** @type {(inputs: Core_Needs_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isto precisa do aplicativo Timetray; use \`timetray config\` num terminal.`)
},

core_no_account: /** @type {(inputs: Core_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta está com a sessão ativa — entre primeiro.`)
},

core_no_such_account: /** @type {(inputs: Core_No_Such_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há nenhuma conta “${i?.key}” — ela pode ter sido removida.`)
},

core_no_token: /** @type {(inputs: Core_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há token desta conta no chaveiro — entre novamente.`)
},

core_not_a_file: /** @type {(inputs: Core_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} é ${i?.kind}, não um arquivo`)
},

core_not_a_valid_setting: /** @type {(inputs: Core_Not_A_Valid_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não é uma configuração válida`)
},

core_not_saved: /** @type {(inputs: Core_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: ${i?.why}`)
},

core_not_saved_ca: /** @type {(inputs: Core_Not_Saved_CaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: ${i?.problem}.`)
},

core_not_saved_ca_expired: /** @type {(inputs: Core_Not_Saved_Ca_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: todos os certificados em ${i?.file} venceram (o último em ${i?.date}); peça o certificado de CA renovado.`)
},

core_not_saved_offline_details: /** @type {(inputs: Core_Not_Saved_Offline_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os detalhes do projeto estão na tela, mas não puderam ser salvos neste computador para uso offline. ${i?.problem}`)
},

core_not_saved_offline_list: /** @type {(inputs: Core_Not_Saved_Offline_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A lista de projetos está na tela, mas não pôde ser salva neste computador para uso offline. ${i?.problem}`)
},

core_password_empty: /** @type {(inputs: Core_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite sua senha.`)
},

core_password_not_text: /** @type {(inputs: Core_Password_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha deve ser texto.`)
},

core_password_too_long: /** @type {(inputs: Core_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha é longa demais.`)
},

core_period_request_invalid: /** @type {(inputs: Core_Period_Request_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A janela pediu um período ou agrupamento que o Timetray não conhece.`)
},

core_pref_boolean: /** @type {(inputs: Core_Pref_BooleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} deve ser true ou false; usando ${i?.value}`)
},

core_pref_ca_file_relative: /** @type {(inputs: Core_Pref_Ca_File_RelativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A configuração do arquivo de CA não é um caminho absoluto, por isso é ignorada; defina-a de novo com o caminho completo (timetray config set caFile ARQUIVO)`)
},

core_pref_cycle_start_day: /** @type {(inputs: Core_Pref_Cycle_Start_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cycleStartDay deve ser um dia inteiro de ${i?.min} a ${i?.max}; usando 1 (o mês do calendário)`)
},

core_pref_language: /** @type {(inputs: Core_Pref_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`language deve ser ${i?.choices}; usando auto (o idioma do sistema)`)
},

core_pref_not_object: /** @type {(inputs: Core_Pref_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"preferences" não é um objeto, por isso todas as preferências estão no padrão`)
},

core_pref_refresh_interval: /** @type {(inputs: Core_Pref_Refresh_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refreshIntervalMinutes deve ser 5, 15, 30, 60 ou null (manual); usando 15`)
},

core_pref_round_to: /** @type {(inputs: Core_Pref_Round_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`roundTo deve ser ${i?.choices} (minutos para os quais cada lançamento da fatura é arredondado para cima); usando null (exato)`)
},

core_pref_shortcut: /** @type {(inputs: Core_Pref_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`globalShortcut não é um atalho que o Timetray entende (por exemplo "CommandOrControl+Alt+T"); o atalho está desligado`)
},

core_pref_tray_title: /** @type {(inputs: Core_Pref_Tray_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`trayTitle deve ser ${i?.choices}; usando off`)
},

core_pref_week_start: /** @type {(inputs: Core_Pref_Week_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`weekStart deve ser ${i?.choices}; usando auto (o primeiro dia da semana do seu idioma)`)
},

core_pref_work_days: /** @type {(inputs: Core_Pref_Work_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`workDays deve listar dias da semana (${i?.days}), ao menos um, cada um uma vez, na ordem da semana; usando mon a fri (segunda a sexta)`)
},

core_project_gone: /** @type {(inputs: Core_Project_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este projeto não existe mais no serviço — ele foi removido da lista.`)
},

core_project_id_not_number: /** @type {(inputs: Core_Project_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto deve ser um número.`)
},

core_project_id_not_positive: /** @type {(inputs: Core_Project_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto deve ser positivo.`)
},

core_project_id_not_whole: /** @type {(inputs: Core_Project_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto deve ser um número inteiro.`)
},

core_project_id_too_large: /** @type {(inputs: Core_Project_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do projeto é grande demais.`)
},

core_project_ids_not_list: /** @type {(inputs: Core_Project_Ids_Not_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os IDs dos projetos devem ser uma lista.`)
},

core_project_ids_too_many: /** @type {(inputs: Core_Project_Ids_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} projetos por vez.`)
},

core_rename_may_have_applied: /** @type {(inputs: Core_Rename_May_Have_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} O serviço pode ter renomeado o cliente mesmo assim: atualize a lista (ou rode \`timetray projects\`) para ver o nome dele antes de renomear de novo.`)
},

core_rename_not_applied: /** @type {(inputs: Core_Rename_Not_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} No serviço, o cliente continua se chamando “${i?.name}”.`)
},

core_reports_not_saved: /** @type {(inputs: Core_Reports_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As horas deste período estão na tela, mas não puderam ser salvas neste computador para uso offline. ${i?.problem}`)
},

core_request_not_understood: /** @type {(inputs: Core_Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição não foi entendida.`)
},

core_session_ended: /** @type {(inputs: Core_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço encerrou esta sessão — entre novamente.`)
},

core_settings_bad_shape: /** @type {(inputs: Core_Settings_Bad_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não tem o formato esperado`)
},

core_settings_budgets_left_out: /** @type {(inputs: Core_Settings_Budgets_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: entradas de orçamento que o Timetray não consegue usar foram deixadas de fora (${i?.entries}); as demais foram mantidas`)
},

core_settings_budgets_not_map: /** @type {(inputs: Core_Settings_Budgets_Not_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: "budgets" não guarda orçamentos por ID de projeto, então nenhum projeto dela tem orçamento`)
},

core_settings_copied: /** @type {(inputs: Core_Settings_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} foi salvo sem o que não pôde ser usado; o arquivo como estava é ${i?.copy}.`)
},

core_settings_copy_before_save: /** @type {(inputs: Core_Settings_Copy_Before_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A próxima alteração salva o arquivo assim, depois de copiá-lo como está agora para ${i?.copy}, na mesma pasta.`)
},

core_settings_newer: /** @type {(inputs: Core_Settings_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas configurações foram gravadas por um Timetray mais novo; atualize o Timetray para usá-las.`)
},

core_settings_not_json: /** @type {(inputs: Core_Settings_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não é um JSON válido`)
},

core_settings_not_json_at: /** @type {(inputs: Core_Settings_Not_Json_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`não é um JSON válido (o erro está na linha ${i?.line}, coluna ${i?.column})`)
},

core_settings_not_json_cut_short: /** @type {(inputs: Core_Settings_Not_Json_Cut_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não é um JSON válido (ele termina antes do esperado: o arquivo está incompleto)`)
},

core_settings_pinned_not_list: /** @type {(inputs: Core_Settings_Pinned_Not_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: "pinned" não é uma lista de IDs de projeto, então nenhum projeto dela está fixado`)
},

core_settings_pins_left_out: /** @type {(inputs: Core_Settings_Pins_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: itens fixados que não são IDs de projeto foram deixados de fora (${i?.entries}); os demais foram mantidos`)
},

core_settings_problems: /** @type {(inputs: Core_Settings_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Em ${i?.file}: ${i?.problems}.`)
},

core_settings_read_only: /** @type {(inputs: Core_Settings_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} está somente leitura (as permissões dele proíbem a gravação), então o Timetray não salva nada nele. Para permitir que ele salve alterações: chmod u+w "${i?.file}"`)
},

core_settings_reset: /** @type {(inputs: Core_Settings_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu arquivo de configurações ${i?.file} ${i?.why}. Ele foi movido para ${i?.aside}, e o Timetray começou com configurações vazias. Para recuperar suas contas, orçamentos e projetos fixados, corrija esse arquivo e renomeie-o de volta para settings.json (feche o aplicativo Timetray antes); ou adicione suas contas de novo e entre novamente.`)
},

core_settings_reset_not_moved: /** @type {(inputs: Core_Settings_Reset_Not_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu arquivo de configurações ${i?.file} ${i?.why}. Não foi possível tirá-lo do caminho, e ele será substituído no próximo salvamento; o Timetray começou com configurações vazias — adicione suas contas de novo e entre novamente.`)
},

core_settings_set_aside: /** @type {(inputs: Core_Settings_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um arquivo de configurações danificado foi movido para ${i?.aside}: ele ${i?.why}. Para recuperar as contas, orçamentos e projetos fixados dele, corrija-o e renomeie-o de volta para settings.json (feche o aplicativo Timetray antes); ou entre para começar do zero.`)
},

core_shortcut_not_understood: /** @type {(inputs: Core_Shortcut_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é um atalho que o Timetray entende; use modificadores e uma tecla, por exemplo CommandOrControl+Alt+T.`)
},

core_sign_in_bad_account_id: /** @type {(inputs: Core_Sign_In_Bad_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço aceitou a entrada, mas enviou um ID da conta inutilizável.`)
},

core_sign_in_changed: /** @type {(inputs: Core_Sign_In_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A entrada mudou enquanto o Timetray consultava o serviço — tente de novo.`)
},

core_sign_in_fields_missing: /** @type {(inputs: Core_Sign_In_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o e-mail, a senha e o ID da conta.`)
},

core_sign_in_incomplete: /** @type {(inputs: Core_Sign_In_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O formulário de entrada está incompleto.`)
},

core_sign_in_no_token: /** @type {(inputs: Core_Sign_In_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço aceitou a entrada, mas não enviou nenhum token.`)
},

core_signed_out_during: /** @type {(inputs: Core_Signed_Out_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sessão foi encerrada durante a atualização.`)
},

core_summary_archived: /** @type {(inputs: Core_Summary_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — arquivado`)
},

core_summary_as_of: /** @type {(inputs: Core_Summary_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`_Dados de ${i?.when}_`)
},

core_summary_customer: /** @type {(inputs: Core_Summary_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Cliente: ${i?.customer}`)
},

core_summary_customer_number: /** @type {(inputs: Core_Summary_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente nº ${i?.id}`)
},

core_summary_hours: /** @type {(inputs: Core_Summary_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Horas: ${i?.hours}`)
},

core_summary_members: /** @type {(inputs: Core_Summary_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Membros: ${i?.count}`)
},

core_summary_no_customer: /** @type {(inputs: Core_Summary_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem cliente`)
},

core_summary_open_tasks: /** @type {(inputs: Core_Summary_Open_TasksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Tarefas abertas: ${i?.count}`)
},

core_summary_value: /** @type {(inputs: Core_Summary_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Valor: ${i?.value}`)
},

core_token_bad_characters: /** @type {(inputs: Core_Token_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token não pode ser enviado ao serviço: ele contém caracteres que um cabeçalho de requisição não pode levar (espaços, caracteres de controle ou letras fora do ASCII). Entre novamente ou importe um token correto.`)
},

core_token_empty: /** @type {(inputs: Core_Token_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cole o token.`)
},

core_token_form_incomplete: /** @type {(inputs: Core_Token_Form_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O formulário do token está incompleto.`)
},

core_token_gone_but: /** @type {(inputs: Core_Token_Gone_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token foi revogado e apagado do chaveiro, mas a conta continua na lista: ${i?.why}`)
},

core_token_no_spaces: /** @type {(inputs: Core_Token_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um token não tem espaços nem caracteres especiais.`)
},

core_token_not_text: /** @type {(inputs: Core_Token_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token deve ser texto.`)
},

core_token_refused: /** @type {(inputs: Core_Token_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço recusou este token: ele pode estar digitado errado ou expirado. Se ele foi usado com um User-Agent diferente daquele com que foi criado, o serviço o encerrou: crie um novo token e importe-o com esse User-Agent exato.`)
},

core_token_too_long: /** @type {(inputs: Core_Token_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token não pode ser enviado ao serviço: ele tem ${i?.length} caracteres, e um token com mais de ${i?.max} não cabe num cabeçalho de requisição. Entre novamente ou importe um token correto.`)
},

core_token_too_long_input: /** @type {(inputs: Core_Token_Too_Long_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O token é longo demais.`)
},

core_url_credentials: /** @type {(inputs: Core_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço não pode conter nome de usuário nem senha.`)
},

core_url_empty: /** @type {(inputs: Core_Url_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o endereço do serviço, por exemplo https://app.rabbiit.com/api/v1.`)
},

core_url_insecure: /** @type {(inputs: Core_Url_InsecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve começar com https:// — um token nunca é enviado por HTTP simples.`)
},

core_url_malformed: /** @type {(inputs: Core_Url_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço está malformado — escreva-o como https://host/api/v1.`)
},

core_url_not_text: /** @type {(inputs: Core_Url_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve ser texto.`)
},

core_url_query: /** @type {(inputs: Core_Url_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço não pode conter consulta (?…) nem fragmento (#…).`)
},

core_url_scheme: /** @type {(inputs: Core_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço deve começar com https://.`)
},

core_url_too_long: /** @type {(inputs: Core_Url_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço do serviço é longo demais.`)
},

core_url_web_app: /** @type {(inputs: Core_Url_Web_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esse é o endereço do aplicativo web, como o navegador mostra. O endereço do serviço é ${i?.address} e o ID da conta é ${i?.accountId}.`)
},

core_user_agent_exact: /** @type {(inputs: Core_User_Agent_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite exatamente o User-Agent com que o token foi criado (ASCII simples).`)
},

core_user_agent_not_text: /** @type {(inputs: Core_User_Agent_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O User-Agent deve ser texto.`)
},

core_user_agent_too_long: /** @type {(inputs: Core_User_Agent_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O User-Agent é longo demais.`)
},

core_what_project: /** @type {(inputs: Core_What_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`projeto`)
},

core_what_project_list: /** @type {(inputs: Core_What_Project_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lista de projetos`)
},

core_what_rename: /** @type {(inputs: Core_What_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`renomeação do cliente`)
},

core_what_sign_in: /** @type {(inputs: Core_What_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entrada`)
},

net_connect_timeout: /** @type {(inputs: Net_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível conectar a ${i?.origin} a tempo`)
},

net_cut_off: /** @type {(inputs: Net_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A conexão com ${i?.origin} foi interrompida`)
},

net_expired: /** @type {(inputs: Net_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado do servidor expirou ou ainda não é válido (${i?.code})`)
},

net_fix_address: /** @type {(inputs: Net_Fix_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique o endereço do serviço.`)
},

net_fix_address_internet: /** @type {(inputs: Net_Fix_Address_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique o endereço e sua conexão com a internet.`)
},

net_fix_address_right: /** @type {(inputs: Net_Fix_Address_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o endereço do serviço está certo?`)
},

net_fix_ca_file: /** @type {(inputs: Net_Fix_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se a sua rede inspeciona o TLS, adicione o arquivo de CA dela em Configurações ou com \`timetray config set caFile ARQUIVO\`; \`timetray doctor\` mostra quem emitiu o certificado.`)
},

net_fix_clock: /** @type {(inputs: Net_Fix_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique o relógio deste computador.`)
},

net_fix_connection: /** @type {(inputs: Net_Fix_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique sua conexão.`)
},

net_fix_https: /** @type {(inputs: Net_Fix_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este é um endereço HTTPS?`)
},

net_fix_internet: /** @type {(inputs: Net_Fix_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique sua conexão com a internet.`)
},

net_fix_network: /** @type {(inputs: Net_Fix_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifique sua rede.`)
},

net_fix_proxy_rules: /** @type {(inputs: Net_Fix_Proxy_RulesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verifique as regras do proxy para ${i?.origin}.`)
},

net_fix_proxy_runs: /** @type {(inputs: Net_Fix_Proxy_RunsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verifique ${i?.setting} e se o proxy está em execução.`)
},

net_fix_proxy_setting: /** @type {(inputs: Net_Fix_Proxy_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verifique ${i?.setting}.`)
},

net_fix_try_again: /** @type {(inputs: Net_Fix_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tente de novo.`)
},

net_no_tls: /** @type {(inputs: Net_No_TlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível estabelecer uma conexão segura com ${i?.origin} (${i?.code})`)
},

net_not_found: /** @type {(inputs: Net_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} não foi encontrado`)
},

net_proxy_not_found: /** @type {(inputs: Net_Proxy_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} não foi encontrado`)
},

net_proxy_refused: /** @type {(inputs: Net_Proxy_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} recusou a conexão`)
},

net_proxy_timeout: /** @type {(inputs: Net_Proxy_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} não respondeu a tempo`)
},

net_proxy_unreachable: /** @type {(inputs: Net_Proxy_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy em ${i?.proxy} não pode ser acessado (${i?.code})`)
},

net_refused: /** @type {(inputs: Net_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} recusou a conexão`)
},

net_slow_answer: /** @type {(inputs: Net_Slow_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} demorou demais para responder`)
},

net_system_proxy_settings: /** @type {(inputs: Net_System_Proxy_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as configurações de proxy do sistema`)
},

net_tunnel_refused: /** @type {(inputs: Net_Tunnel_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proxy se recusou a conectar ao serviço (${i?.status})`)
},

net_unknown: /** @type {(inputs: Net_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível acessar ${i?.origin}`)
},

net_unknown_code: /** @type {(inputs: Net_Unknown_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível acessar ${i?.origin} (${i?.code})`)
},

net_unreachable: /** @type {(inputs: Net_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} está inacessível`)
},

net_untrusted: /** @type {(inputs: Net_UntrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado do servidor não é confiável (${i?.code})`)
},

net_wrong_name: /** @type {(inputs: Net_Wrong_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado do servidor é de outro nome, não de ${i?.origin}`)
},

pin_flag_invalid: /** @type {(inputs: Pin_Flag_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixado deve ser verdadeiro ou falso.`)
},

pin_gone: /** @type {(inputs: Pin_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O projeto #${i?.id} não existe mais no serviço, por isso foi desafixado.`)
},

pin_gone_named: /** @type {(inputs: Pin_Gone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” (#${i?.id}) não existe mais no serviço, por isso foi desafixado.`)
},
};
