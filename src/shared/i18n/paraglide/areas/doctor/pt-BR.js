// Made by scripts/i18n-compile.mjs from messages/pt-BR.js: the doctor area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
doctor_account_active_signed_out: /** @type {(inputs: Doctor_Account_Active_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É a conta ativa, então o aplicativo não mostra projetos atualizados.`)
},

doctor_account_foreign_agent: /** @type {(inputs: Doctor_Account_Foreign_AgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão ativa com um token criado por outro programa (User-Agent “${i?.userAgent}”); o Timetray o envia com esse User-Agent, como o serviço exige; ${i?.refresh}.`)
},

doctor_account_foreign_agent_fix: /** @type {(inputs: Doctor_Account_Foreign_Agent_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada quebra; para usar um token do próprio Timetray (User-Agent ${i?.userAgent}), entre novamente: ${i?.login}.`)
},

doctor_account_last_refresh: /** @type {(inputs: Doctor_Account_Last_RefreshInputs) => LocalizedString} */ (i) => {
	if (i?.day === "today") return /** @type {LocalizedString} */ (`última atualização bem-sucedida às ${i?.when} (${i?.ago})`);
	return /** @type {LocalizedString} */ (`última atualização bem-sucedida em ${i?.when} (${i?.ago})`)
	
},

doctor_account_never_refreshed: /** @type {(inputs: Doctor_Account_Never_RefreshedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nenhuma atualização bem-sucedida neste computador ainda`)
},

doctor_account_signed_in: /** @type {(inputs: Doctor_Account_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão ativa (token no chaveiro, criado com o User-Agent do Timetray, ${i?.userAgent}); ${i?.refresh}.`)
},

doctor_account_signed_out: /** @type {(inputs: Doctor_Account_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão encerrada (nenhum token no chaveiro).`)
},

doctor_account_signed_out_why: /** @type {(inputs: Doctor_Account_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessão encerrada. ${i?.reason}`)
},

doctor_account_unbound: /** @type {(inputs: Doctor_Account_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O endereço dela no settings.json (${i?.baseUrl}) não corresponde à entrada no chaveiro, então o token dela não é usado.`)
},

doctor_account_unbound_fix: /** @type {(inputs: Doctor_Account_Unbound_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre novamente com o endereço certo: ${i?.login}.`)
},

doctor_account_unchecked: /** @type {(inputs: Doctor_Account_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível verificar se a sessão está ativa: o chaveiro não pode ser usado.`)
},

doctor_account_unchecked_fix: /** @type {(inputs: Doctor_Account_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolva primeiro o problema do chaveiro.`)
},

doctor_account_unreadable: /** @type {(inputs: Doctor_Account_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A entrada dela no chaveiro não foi escrita pelo Timetray (não pode ser lida como token).`)
},

doctor_accounts_none: /** @type {(inputs: Doctor_Accounts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda.`)
},

doctor_accounts_none_fix: /** @type {(inputs: Doctor_Accounts_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre: \`timetray login --base-url URL --email EMAIL --account ID\`.`)
},

doctor_ago_days: /** @type {(inputs: Doctor_Ago_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.days} dias`)
},

doctor_ago_hours: /** @type {(inputs: Doctor_Ago_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.hours} h`)
},

doctor_ago_minutes: /** @type {(inputs: Doctor_Ago_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`há ${i?.minutes} min`)
},

doctor_ago_now: /** @type {(inputs: Doctor_Ago_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agora mesmo`)
},

doctor_ago_unknown: /** @type {(inputs: Doctor_Ago_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tempo desconhecido`)
},

doctor_bus_address_dead: /** @type {(inputs: Doctor_Bus_Address_DeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS não indica nenhum barramento em execução (${i?.error})`)
},

doctor_bus_address_unset: /** @type {(inputs: Doctor_Bus_Address_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS não está definida`)
},

doctor_bus_no_tool: /** @type {(inputs: Doctor_Bus_No_ToolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o dbus-send não está instalado (Debian/Ubuntu: dbus-bin)`)
},

doctor_bus_none: /** @type {(inputs: Doctor_Bus_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum barramento de sessão D-Bus: ${i?.why}`)
},

doctor_ca_all_expired: /** @type {(inputs: Doctor_Ca_All_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os certificados de ${i?.file} expiraram (${i?.list}).`)
},

doctor_ca_cert_until: /** @type {(inputs: Doctor_Ca_Cert_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}”, válido até ${i?.day}`)
},

doctor_ca_certificates: /** @type {(inputs: Doctor_Ca_CertificatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} certificado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} certificados`);
	return /** @type {LocalizedString} */ ("doctor_ca_certificates");
},

doctor_ca_days_left: /** @type {(inputs: Doctor_Ca_Days_LeftInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt-BR", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`falta ${i?.shown} dia`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`faltam ${i?.shown} dias`);
	return /** @type {LocalizedString} */ ("doctor_ca_days_left");
},

doctor_ca_expires_soon: /** @type {(inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: “${i?.name}” expira em ${i?.within} (${i?.list}).`)
},

doctor_ca_fine: /** @type {(inputs: Doctor_Ca_FineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.certificates}, ${i?.list}; ${i?.left}.`)
},

doctor_ca_none: /** @type {(inputs: Doctor_Ca_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum arquivo de CA extra: só as CAs confiáveis do sistema (e NODE_EXTRA_CA_CERTS) são usadas.`)
},

doctor_ca_one_expired: /** @type {(inputs: Doctor_Ca_One_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: “${i?.name}” expirou (${i?.list}).`)
},

doctor_ca_renew_fix: /** @type {(inputs: Doctor_Ca_Renew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça à sua equipe de TI o certificado de CA renovado e escolha um arquivo PEM válido em Configurações → Arquivo de CA extra (ou \`timetray config set caFile ARQUIVO\`; \`none\` se não precisar mais de um).`)
},

doctor_ca_unusable: /** @type {(inputs: Doctor_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O arquivo de CA não pode ser usado: ${i?.problem}.`)
},

doctor_ca_within_days: /** @type {(inputs: Doctor_Ca_Within_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt-BR", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} dia`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} dias`);
	return /** @type {LocalizedString} */ ("doctor_ca_within_days");
},

doctor_check_crashed: /** @type {(inputs: Doctor_Check_CrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A própria verificação falhou: ${i?.error}.`)
},

doctor_check_crashed_fix: /** @type {(inputs: Doctor_Check_Crashed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe isto junto com a saída de \`timetray doctor --json\`.`)
},

doctor_check_timed_out: /** @type {(inputs: Doctor_Check_Timed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sem resposta em ${i?.seconds} s: a verificação foi interrompida.`)
},

doctor_check_timed_out_fix: /** @type {(inputs: Doctor_Check_Timed_Out_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rode \`timetray doctor\` de novo; se o tempo continuar esgotando, o componente verificado está travado (veja as outras verificações dele).`)
},

doctor_clock_agrees: /** @type {(inputs: Doctor_Clock_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O relógio deste computador bate com o de ${i?.origin} (diferença de até ${i?.seconds} s).`)
},

doctor_clock_ahead: /** @type {(inputs: Doctor_Clock_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O relógio deste computador está ${i?.span} adiantado em relação ao de ${i?.origin}.`)
},

doctor_clock_bad_date: /** @type {(inputs: Doctor_Clock_Bad_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não comparado: ${i?.origin} enviou um cabeçalho Date ilegível.`)
},

doctor_clock_bad_date_fix: /** @type {(inputs: Doctor_Clock_Bad_Date_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada a fazer aqui.`)
},

doctor_clock_behind: /** @type {(inputs: Doctor_Clock_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O relógio deste computador está ${i?.span} atrasado em relação ao de ${i?.origin}.`)
},

doctor_clock_no_account: /** @type {(inputs: Doctor_Clock_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não comparado: nenhuma conta ainda, então não há serviço para comparar.`)
},

doctor_clock_no_answer: /** @type {(inputs: Doctor_Clock_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não comparado: nenhum serviço respondeu com a hora dele (veja a verificação do serviço).`)
},

doctor_clock_no_answer_fix: /** @type {(inputs: Doctor_Clock_No_Answer_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolva primeiro o problema do serviço.`)
},

doctor_clock_skew_fix: /** @type {(inputs: Doctor_Clock_Skew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ative a hora automática (Linux: \`timedatectl set-ntp true\`; macOS e Windows: configurações de Data e Hora → definir automaticamente).`)
},

doctor_fix_label: /** @type {(inputs: Doctor_Fix_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`como resolver:`)
},

doctor_idle_ended: /** @type {(inputs: Doctor_Idle_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token dela não é usado há ${i?.days} dias (último uso ${i?.when}); o serviço encerra uma sessão sem uso por ${i?.limit} dias, então ela provavelmente já foi encerrada.`)
},

doctor_idle_ending: /** @type {(inputs: Doctor_Idle_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O token dela não é usado há ${i?.days} dias (último uso ${i?.when}); o serviço encerra a sessão em ${i?.ends}, a menos que ela seja usada.`)
},

doctor_idle_ending_fix: /** @type {(inputs: Doctor_Idle_Ending_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abra o Timetray (o aplicativo ou qualquer comando que use a rede, como \`timetray projects\`): ele usa as contas paradas uma vez por dia. Se a sessão tiver sido encerrada, entre novamente: ${i?.login}.`)
},

doctor_keychain_cannot_prompt: /** @type {(inputs: Doctor_Keychain_Cannot_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum pedido de desbloqueio pode ser mostrado aqui (não há tela), então os tokens não podem ser lidos.`)
},

doctor_keychain_differs: /** @type {(inputs: Doctor_Keychain_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a entrada lida é diferente da que foi escrita.`)
},

doctor_keychain_locked: /** @type {(inputs: Doctor_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro padrão (${i?.program}) está bloqueado.`)
},

doctor_keychain_locked_fix: /** @type {(inputs: Doctor_Keychain_Locked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloqueie o chaveiro “login” em Senhas e chaves (seahorse); dê a ele a sua senha de login, assim ele é desbloqueado automaticamente ao entrar.`)
},

doctor_keychain_locked_fix_no_screen: /** @type {(inputs: Doctor_Keychain_Locked_Fix_No_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloqueie-o na sessão gráfica deste usuário (Senhas e chaves) ou reinicie o gnome-keyring desbloqueado daqui, digitando a senha do chaveiro (a sua senha de login) quando a linha esperar: \`read -rs PW; printf %s "$PW" | gnome-keyring-daemon --replace --unlock --components=secrets --daemonize; unset PW\``)
},

doctor_keychain_module_fix: /** @type {(inputs: Doctor_Keychain_Module_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reinstale o Timetray. Numa cópia do código-fonte, rode \`npm run rebuild:keytar\` nela: ele compila o keytar para o Node.js que o executa e confere se carrega (no Debian/Ubuntu, precisa de libsecret-1-dev, python3, make e g++).`)
},

doctor_keychain_no_bus: /** @type {(inputs: Doctor_Keychain_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}, então o chaveiro (Secret Service) não pode ser acessado.`)
},

doctor_keychain_no_collection: /** @type {(inputs: Doctor_Keychain_No_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O chaveiro (${i?.program}) não tem coleção padrão (“login”), onde o Timetray salva os tokens.`)
},

doctor_keychain_no_collection_fix: /** @type {(inputs: Doctor_Keychain_No_Collection_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie um chaveiro padrão em Senhas e chaves (seahorse) ou inicie \`gnome-keyring-daemon --unlock\` com uma senha na entrada padrão.`)
},

doctor_keychain_no_provider: /** @type {(inputs: Doctor_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada na sessão D-Bus oferece o Secret Service (org.freedesktop.secrets).`)
},

doctor_keychain_no_provider_fix: /** @type {(inputs: Doctor_Keychain_No_Provider_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale e inicie um chaveiro que ofereça o Secret Service: GNOME Keyring (\`apt install gnome-keyring\`) ou KWallet com o Secret Service ativado; depois saia da sessão e entre de novo.`)
},

doctor_keychain_not_tried: /** @type {(inputs: Doctor_Keychain_Not_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não foi tentado`)
},

doctor_keychain_ok_not_inspected: /** @type {(inputs: Doctor_Keychain_Ok_Not_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secret Service não inspecionado (${i?.problem}); uma entrada de teste foi escrita, lida de volta e apagada em ${i?.ms} ms.`)
},

doctor_keychain_ok_os: /** @type {(inputs: Doctor_Keychain_Ok_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store}: uma entrada de teste foi escrita, lida de volta e apagada em ${i?.ms} ms.`)
},

doctor_keychain_ok_secret_service: /** @type {(inputs: Doctor_Keychain_Ok_Secret_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} no barramento da sessão, coleção padrão desbloqueada; uma entrada de teste foi escrita, lida de volta e apagada em ${i?.ms} ms.`)
},

doctor_keychain_os_keychain: /** @type {(inputs: Doctor_Keychain_Os_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chaveiro do sistema`)
},

doctor_keychain_round_trip_failed: /** @type {(inputs: Doctor_Keychain_Round_Trip_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível escrever, ler de volta e apagar uma entrada de teste: ${i?.why}`)
},

doctor_keychain_round_trip_fix: /** @type {(inputs: Doctor_Keychain_Round_Trip_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique se o seu chaveiro está instalado, em execução e desbloqueado (a mensagem diz a causa).`)
},

doctor_keychain_will_prompt: /** @type {(inputs: Doctor_Keychain_Will_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Timetray vai pedir que você o desbloqueie quando precisar de um token.`)
},

doctor_label_fail: /** @type {(inputs: Doctor_Label_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FALHA`)
},

doctor_label_ok: /** @type {(inputs: Doctor_Label_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ok`)
},

doctor_label_warn: /** @type {(inputs: Doctor_Label_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aviso`)
},

doctor_no_bus_fix: /** @type {(inputs: Doctor_No_Bus_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rode o Timetray dentro de uma sessão gráfica (DBUS_SESSION_BUS_ADDRESS precisa indicar um barramento de sessão em execução) ou rode o comando dentro de \`dbus-run-session -- …\`.`)
},

doctor_proxy_accepted: /** @type {(inputs: Doctor_Proxy_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ele aceitou uma conexão em ${i?.ms} ms.`)
},

doctor_proxy_dead_fix: /** @type {(inputs: Doctor_Proxy_Dead_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifique ${i?.variable} (host e porta) e se o proxy está em execução; numa rede sem proxy, remova ${i?.variable}.`)
},

doctor_proxy_excluded: /** @type {(inputs: Doctor_Proxy_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} é acessado diretamente (entrada “${i?.entry}” de NO_PROXY).`)
},

doctor_proxy_names: /** @type {(inputs: Doctor_Proxy_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} indica ${i?.shown}.`)
},

doctor_proxy_none: /** @type {(inputs: Doctor_Proxy_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum proxy no ambiente (HTTPS_PROXY e HTTP_PROXY não estão definidas): o comando timetray se conecta diretamente.`)
},

doctor_proxy_not_url: /** @type {(inputs: Doctor_Proxy_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} está definida, mas não é uma URL.`)
},

doctor_proxy_not_url_fix: /** @type {(inputs: Doctor_Proxy_Not_Url_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Defina ${i?.variable} com o endereço do proxy, por exemplo http://proxy.example:3128, ou remova a variável.`)
},

doctor_proxy_os_hidden: /** @type {(inputs: Doctor_Proxy_Os_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As configurações de proxy do sistema (manuais ou PAC) não são visíveis para o comando timetray.`)
},

doctor_proxy_system_direct: /** @type {(inputs: Doctor_Proxy_System_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum proxy no ambiente, e as configurações de proxy do sistema mandam o serviço diretamente.`)
},

doctor_proxy_system_fix: /** @type {(inputs: Doctor_Proxy_System_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o proxy nas configurações de rede do sistema (ou o arquivo PAC dele) e se o proxy está em execução; ou defina HTTPS_PROXY com um proxy que funcione antes de abrir o Timetray.`)
},

doctor_proxy_system_no_address: /** @type {(inputs: Doctor_Proxy_System_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum proxy no ambiente; ainda não há endereço do serviço para consultar nas configurações do sistema.`)
},

doctor_proxy_system_sends: /** @type {(inputs: Doctor_Proxy_System_SendsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As configurações de proxy do sistema mandam ${i?.origin} pelo proxy ${i?.host}.`)
},

doctor_proxy_system_through: /** @type {(inputs: Doctor_Proxy_System_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As requisições para ${i?.origin} passam pelo proxy em ${i?.host} (das configurações de proxy do sistema).`)
},

doctor_proxy_system_unanswered: /** @type {(inputs: Doctor_Proxy_System_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum proxy no ambiente, e as configurações de proxy do sistema não deram resposta para ${i?.origins}; então o Timetray se conecta diretamente.`)
},

doctor_proxy_system_unsupported: /** @type {(inputs: Doctor_Proxy_System_UnsupportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As configurações de proxy do sistema dão a ${i?.origin} “${i?.rule}”, um tipo de proxy que o Timetray não consegue usar (só proxies HTTP CONNECT), então ele se conecta diretamente.`)
},

doctor_proxy_through: /** @type {(inputs: Doctor_Proxy_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As requisições passam pelo proxy em ${i?.host} (de ${i?.variable}).`)
},

doctor_service_ca_file_fix: /** @type {(inputs: Doctor_Service_Ca_File_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrija ou remova o arquivo de CA em Configurações → Arquivo de CA extra (ou \`timetray config set caFile ARQUIVO\`; \`none\` o remove).`)
},

doctor_service_cert: /** @type {(inputs: Doctor_Service_CertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificado emitido por “${i?.issuer}” (raiz “${i?.root}”)`)
},

doctor_service_cert_ca_file: /** @type {(inputs: Doctor_Service_Cert_Ca_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificado emitido por “${i?.issuer}” (raiz “${i?.root}”, aceito graças ao seu arquivo de CA)`)
},

doctor_service_cert_extra: /** @type {(inputs: Doctor_Service_Cert_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificado emitido por “${i?.issuer}” (raiz “${i?.root}”, confiável por NODE_EXTRA_CA_CERTS)`)
},

doctor_service_connect_fix: /** @type {(inputs: Doctor_Service_Connect_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique sua conexão com a internet e o endereço do serviço (\`timetray accounts\`).`)
},

doctor_service_connect_proxy_fix: /** @type {(inputs: Doctor_Service_Connect_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique sua conexão com a internet e o endereço do serviço (\`timetray accounts\`); numa rede que exige proxy, defina HTTPS_PROXY.`)
},

doctor_service_expired_fix: /** @type {(inputs: Doctor_Service_Expired_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o relógio e o fuso horário deste computador (veja a verificação do relógio).`)
},

doctor_service_inspected: /** @type {(inputs: Doctor_Service_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado que ${i?.origin} apresentou foi emitido por “${i?.issuer}”, que não é uma CA pública nem é confiável aqui (${i?.code}): há um proxy que inspeciona o TLS no caminho, ou o serviço tem uma CA própria.`)
},

doctor_service_inspected_unknown: /** @type {(inputs: Doctor_Service_Inspected_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O certificado que ${i?.origin} apresentou não é de uma CA pública nem é confiável aqui (${i?.code}): há um proxy que inspeciona o TLS no caminho, ou o serviço tem uma CA própria.`)
},

doctor_service_inspecting_fix: /** @type {(inputs: Doctor_Service_Inspecting_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenha o certificado da CA que o emitiu como arquivo PEM (com a sua equipe de TI, se for um proxy, ou com quem mantém o serviço) e adicione-o em Configurações → Arquivo de CA extra (ou \`timetray config set caFile ARQUIVO\`).`)
},

doctor_service_issued_by: /** @type {(inputs: Doctor_Service_Issued_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ele foi emitido por “${i?.issuer}”.`)
},

doctor_service_no_account: /** @type {(inputs: Doctor_Service_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta ainda, então não há endereço do serviço para verificar.`)
},

doctor_service_no_answer: /** @type {(inputs: Doctor_Service_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem resposta`)
},

doctor_service_no_tls_fix: /** @type {(inputs: Doctor_Service_No_Tls_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique se o endereço é o endereço HTTPS do serviço e se a sua rede inspeciona o TLS.`)
},

doctor_service_not_tried: /** @type {(inputs: Doctor_Service_Not_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não tentado: ${i?.detail}`)
},

doctor_service_ok: /** @type {(inputs: Doctor_Service_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} respondeu por TLS em ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
},

doctor_service_ok_via: /** @type {(inputs: Doctor_Service_Ok_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} respondeu por TLS pelo proxy em ${i?.proxy} em ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
},

doctor_service_proxy_fix: /** @type {(inputs: Doctor_Service_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique HTTPS_PROXY (host e porta) e se o proxy está em execução; numa rede sem proxy, remova a variável.`)
},

doctor_service_proxy_rules_fix: /** @type {(inputs: Doctor_Service_Proxy_Rules_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pergunte à sua equipe de TI se o proxy permite o serviço, ou adicione o serviço a NO_PROXY se ele for acessível diretamente.`)
},

doctor_service_request_failed: /** @type {(inputs: Doctor_Service_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O TLS com ${i?.origin} funciona (${i?.cert}), mas em seguida uma requisição falhou: ${i?.why}.`)
},

doctor_service_request_failed_fix: /** @type {(inputs: Doctor_Service_Request_Failed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tente de novo; se continuar, verifique o endereço do serviço (\`timetray accounts\`).`)
},

doctor_service_request_failed_via: /** @type {(inputs: Doctor_Service_Request_Failed_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O TLS com ${i?.origin} pelo proxy em ${i?.proxy} funciona (${i?.cert}), mas em seguida uma requisição falhou: ${i?.why}.`)
},

doctor_service_tls_timeout: /** @type {(inputs: Doctor_Service_Tls_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} aceitou a conexão, mas nenhuma resposta segura (TLS) chegou a tempo.`)
},

doctor_service_tls_timeout_fix: /** @type {(inputs: Doctor_Service_Tls_Timeout_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o endereço do serviço (\`timetray accounts\`): ele precisa ser o endereço HTTPS; um firewall também pode estar segurando a conexão.`)
},

doctor_service_unreachable: /** @type {(inputs: Doctor_Service_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} não pode ser acessado.`)
},

doctor_service_unreachable_via: /** @type {(inputs: Doctor_Service_Unreachable_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} não pode ser acessado pelo proxy em ${i?.proxy}.`)
},

doctor_service_wrong_name_fix: /** @type {(inputs: Doctor_Service_Wrong_Name_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o endereço do serviço (\`timetray accounts\`); entre novamente com o endereço certo.`)
},

doctor_session_none: /** @type {(inputs: Doctor_Session_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma sessão gráfica (nem DISPLAY nem WAYLAND_DISPLAY estão definidas): o aplicativo da bandeja não pode abrir aqui; o comando \`timetray\` funciona.`)
},

doctor_session_none_fix: /** @type {(inputs: Doctor_Session_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra o Timetray na sua sessão gráfica; por SSH ou num contêiner, use o comando \`timetray\`.`)
},

doctor_session_not_linux: /** @type {(inputs: Doctor_Session_Not_LinuxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é Linux: janelas e atalhos funcionam sem escolher um servidor gráfico.`)
},

doctor_session_unknown: /** @type {(inputs: Doctor_Session_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tipo de sessão desconhecido “${i?.type}”: o posicionamento da janela e os atalhos podem não funcionar.`)
},

doctor_session_unknown_fix: /** @type {(inputs: Doctor_Session_Unknown_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use uma sessão gráfica X11 ou Wayland.`)
},

doctor_session_wayland: /** @type {(inputs: Doctor_Session_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão Wayland: os aplicativos não podem posicionar as próprias janelas, então a janela abre onde o desktop a coloca (não ao lado do ícone da bandeja) e pode não se esconder ao perder o foco; um atalho global só funciona pelo portal GlobalShortcuts do desktop.`)
},

doctor_session_x11: /** @type {(inputs: Doctor_Session_X11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão X11: a janela abre ao lado do ícone da bandeja, e um atalho global é registrado diretamente.`)
},

doctor_shortcut_app_only: /** @type {(inputs: Doctor_Shortcut_App_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só o aplicativo em execução sabe se ele está registrado.`)
},

doctor_shortcut_choose_another: /** @type {(inputs: Doctor_Shortcut_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha outro atalho em Configurações (ou \`timetray config set globalShortcut KEYS\`): outro aplicativo pode estar usando este. Ou desligue-o lá.`)
},

doctor_shortcut_configured: /** @type {(inputs: Doctor_Shortcut_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está configurado.`)
},

doctor_shortcut_no_portal: /** @type {(inputs: Doctor_Shortcut_No_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está configurado, mas esta sessão Wayland não tem o portal GlobalShortcuts (org.freedesktop.portal.GlobalShortcuts), então o atalho não pode funcionar.`)
},

doctor_shortcut_no_portal_fix: /** @type {(inputs: Doctor_Shortcut_No_Portal_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale o backend xdg-desktop-portal do seu desktop com atalhos globais (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome) ou associe uma tecla nas configurações de teclado do desktop.`)
},

doctor_shortcut_not_registered: /** @type {(inputs: Doctor_Shortcut_Not_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} não está registrado: ${i?.problem}`)
},

doctor_shortcut_off: /** @type {(inputs: Doctor_Shortcut_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum atalho global configurado (desligado). Defina um com \`timetray config set globalShortcut CommandOrControl+Alt+T\`.`)
},

doctor_shortcut_off_fix: /** @type {(inputs: Doctor_Shortcut_Off_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou desligue o atalho: \`timetray config set globalShortcut off\`.`)
},

doctor_shortcut_portal_check: /** @type {(inputs: Doctor_Shortcut_Portal_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Wayland, verifique também se o desktop o aceitou (o portal GlobalShortcuts pode ter perguntado).`)
},

doctor_shortcut_registered: /** @type {(inputs: Doctor_Shortcut_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está registrado.`)
},

doctor_shortcut_registered_portal: /** @type {(inputs: Doctor_Shortcut_Registered_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está registrado pelo portal do desktop.`)
},

doctor_shortcut_wayland: /** @type {(inputs: Doctor_Shortcut_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} está configurado; no Wayland, o portal GlobalShortcuts do desktop o registra e pode pedir sua confirmação.`)
},

doctor_sign_in_again: /** @type {(inputs: Doctor_Sign_In_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre novamente: ${i?.login}.`)
},

doctor_span_days: /** @type {(inputs: Doctor_Span_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} dias`)
},

doctor_span_hours: /** @type {(inputs: Doctor_Span_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
},

doctor_span_minutes: /** @type {(inputs: Doctor_Span_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
},

doctor_summary_fine: /** @type {(inputs: Doctor_Summary_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo certo.`)
},

doctor_summary_problems: /** @type {(inputs: Doctor_Summary_ProblemsInputs) => LocalizedString} */ (i) => {const warnedPlural = registry.plural("pt-BR", i?.warned, {});
	if (warnedPlural === "one") return /** @type {LocalizedString} */ (`${i?.failed} com falha, ${i?.warned} aviso.`);
	if (warnedPlural === "other") return /** @type {LocalizedString} */ (`${i?.failed} com falha, ${i?.warned} avisos.`);
	return /** @type {LocalizedString} */ ("doctor_summary_problems");
},

doctor_tray_flatpak_fix: /** @type {(inputs: Doctor_Tray_Flatpak_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Num Flatpak, conceda também \`--talk-name=${i?.watcher}\`.`)
},

doctor_tray_gnome: /** @type {(inputs: Doctor_Tray_GnomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O GNOME não mostra ícones de bandeja sozinho, e a extensão AppIndicator não está em execução (nenhum ${i?.watcher} no barramento da sessão).`)
},

doctor_tray_gnome_fix: /** @type {(inputs: Doctor_Tray_Gnome_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale e ative a extensão do GNOME Shell “AppIndicator and KStatusNotifierItem Support” (Debian/Ubuntu: \`sudo apt install gnome-shell-extension-appindicator\` e depois \`gnome-extensions enable appindicatorsupport@rgcjonas.gmail.com\`); depois saia da sessão e entre de novo.`)
},

doctor_tray_macos: /** @type {(inputs: Doctor_Tray_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ícone da bandeja fica na barra de menus do macOS; nenhum host extra é necessário.`)
},

doctor_tray_no_bus: /** @type {(inputs: Doctor_Tray_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}: o ícone da bandeja é mostrado pelo barramento da sessão.`)
},

doctor_tray_no_desktop: /** @type {(inputs: Doctor_Tray_No_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há sessão gráfica aqui, então só o aplicativo da bandeja (que precisa de um desktop de qualquer forma) é afetado; o comando \`timetray\` funciona sem bandeja.`)
},

doctor_tray_no_host: /** @type {(inputs: Doctor_Tray_No_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.watcher} está em execução, mas nenhum painel se registrou como host: o ícone da bandeja pode não aparecer.`)
},

doctor_tray_no_host_fix: /** @type {(inputs: Doctor_Tray_No_Host_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione um miniaplicativo de bandeja do sistema (status notifier) ao seu painel.`)
},

doctor_tray_none: /** @type {(inputs: Doctor_Tray_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum host StatusNotifier no barramento da sessão (nenhum ${i?.watcher}): ${i?.desktop} não vai mostrar o ícone da bandeja do Timetray.`)
},

doctor_tray_none_fix: /** @type {(inputs: Doctor_Tray_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione ao seu painel uma bandeja do sistema que aceite ícones StatusNotifierItem/AppIndicator (KDE Plasma e Cinnamon já têm uma; Xfce: xfce4-statusnotifier-plugin; MATE/Budgie: o miniaplicativo de indicadores Ayatana).`)
},

doctor_tray_none_this_desktop: /** @type {(inputs: Doctor_Tray_None_This_DesktopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum host StatusNotifier no barramento da sessão (nenhum ${i?.watcher}): este desktop não vai mostrar o ícone da bandeja do Timetray.`)
},

doctor_tray_ok: /** @type {(inputs: Doctor_Tray_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Há um host StatusNotifier (${i?.watcher}) no barramento da sessão: o ícone da bandeja pode aparecer.`)
},

doctor_tray_unchecked: /** @type {(inputs: Doctor_Tray_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível procurar um host de bandeja: ${i?.problem}.`)
},

doctor_tray_unchecked_fix: /** @type {(inputs: Doctor_Tray_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instale o dbus-send (Debian/Ubuntu: \`apt install dbus-bin\`) e rode \`timetray doctor\` de novo.`)
},

doctor_tray_until_then: /** @type {(inputs: Doctor_Tray_Until_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Até lá, a janela do Timetray e o comando \`timetray\` funcionam sem o ícone.`)
},

doctor_tray_windows: /** @type {(inputs: Doctor_Tray_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ícone da bandeja fica na área de notificação do Windows; nenhum host extra é necessário.`)
},
};
