// Made by scripts/i18n-compile.mjs from messages/en.js: the doctor area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
doctor_account_active_signed_out: /** @type {(inputs: Doctor_Account_Active_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is the active account, so the app shows no fresh projects.`)
},

doctor_account_foreign_agent: /** @type {(inputs: Doctor_Account_Foreign_AgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in with a token made by another program (User-Agent "${i?.userAgent}"); Timetray sends it with that User-Agent, as the service requires; ${i?.refresh}.`)
},

doctor_account_foreign_agent_fix: /** @type {(inputs: Doctor_Account_Foreign_Agent_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing breaks; to use a token of Timetray's own (User-Agent ${i?.userAgent}), sign in again: ${i?.login}.`)
},

doctor_account_last_refresh: /** @type {(inputs: Doctor_Account_Last_RefreshInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last successful refresh ${i?.when} (${i?.ago})`)
},

doctor_account_never_refreshed: /** @type {(inputs: Doctor_Account_Never_RefreshedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no successful refresh on this computer yet`)
},

doctor_account_signed_in: /** @type {(inputs: Doctor_Account_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in (token in the keychain, made with Timetray's User-Agent ${i?.userAgent}); ${i?.refresh}.`)
},

doctor_account_signed_out: /** @type {(inputs: Doctor_Account_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out (no token in the keychain).`)
},

doctor_account_signed_out_why: /** @type {(inputs: Doctor_Account_Signed_Out_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out. ${i?.reason}`)
},

doctor_account_unbound: /** @type {(inputs: Doctor_Account_UnboundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its address in settings.json (${i?.baseUrl}) does not match its keychain entry, so its token is not used.`)
},

doctor_account_unbound_fix: /** @type {(inputs: Doctor_Account_Unbound_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in again with the right address: ${i?.login}.`)
},

doctor_account_unchecked: /** @type {(inputs: Doctor_Account_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether it is signed in could not be checked: the keychain is unusable.`)
},

doctor_account_unchecked_fix: /** @type {(inputs: Doctor_Account_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix the keychain check first.`)
},

doctor_account_unreadable: /** @type {(inputs: Doctor_Account_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its keychain entry is not one Timetray wrote (it cannot be read as a token).`)
},

doctor_accounts_none: /** @type {(inputs: Doctor_Accounts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No accounts yet.`)
},

doctor_accounts_none_fix: /** @type {(inputs: Doctor_Accounts_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in: \`timetray login --base-url URL --email EMAIL --account ID\`.`)
},

doctor_ago_days: /** @type {(inputs: Doctor_Ago_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days ago`)
},

doctor_ago_hours: /** @type {(inputs: Doctor_Ago_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ago`)
},

doctor_ago_minutes: /** @type {(inputs: Doctor_Ago_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min ago`)
},

doctor_ago_now: /** @type {(inputs: Doctor_Ago_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just now`)
},

doctor_ago_unknown: /** @type {(inputs: Doctor_Ago_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown time`)
},

doctor_bus_address_dead: /** @type {(inputs: Doctor_Bus_Address_DeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS names no running bus (${i?.error})`)
},

doctor_bus_address_unset: /** @type {(inputs: Doctor_Bus_Address_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DBUS_SESSION_BUS_ADDRESS is not set`)
},

doctor_bus_no_tool: /** @type {(inputs: Doctor_Bus_No_ToolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dbus-send is not installed (Debian/Ubuntu: dbus-bin)`)
},

doctor_bus_none: /** @type {(inputs: Doctor_Bus_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No D-Bus session bus: ${i?.why}`)
},

doctor_ca_all_expired: /** @type {(inputs: Doctor_Ca_All_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every certificate in ${i?.file} has expired (${i?.list}).`)
},

doctor_ca_cert_until: /** @type {(inputs: Doctor_Ca_Cert_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" until ${i?.day}`)
},

doctor_ca_certificates: /** @type {(inputs: Doctor_Ca_CertificatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} certificate`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} certificates`);
	return /** @type {LocalizedString} */ ("doctor_ca_certificates");
},

doctor_ca_days_left: /** @type {(inputs: Doctor_Ca_Days_LeftInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day left`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} days left`);
	return /** @type {LocalizedString} */ ("doctor_ca_days_left");
},

doctor_ca_expires_soon: /** @type {(inputs: Doctor_Ca_Expires_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: "${i?.name}" expires in ${i?.within} (${i?.list}).`)
},

doctor_ca_fine: /** @type {(inputs: Doctor_Ca_FineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.certificates}, ${i?.list}; ${i?.left}.`)
},

doctor_ca_none: /** @type {(inputs: Doctor_Ca_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No extra CA file: only the system-wide trusted CAs (and NODE_EXTRA_CA_CERTS) are used.`)
},

doctor_ca_one_expired: /** @type {(inputs: Doctor_Ca_One_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: "${i?.name}" has expired (${i?.list}).`)
},

doctor_ca_renew_fix: /** @type {(inputs: Doctor_Ca_Renew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your IT for the renewed CA certificate, then choose a current PEM file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` if you no longer need one).`)
},

doctor_ca_unusable: /** @type {(inputs: Doctor_Ca_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The CA file cannot be used: ${i?.problem}.`)
},

doctor_ca_within_days: /** @type {(inputs: Doctor_Ca_Within_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} days`);
	return /** @type {LocalizedString} */ ("doctor_ca_within_days");
},

doctor_check_crashed: /** @type {(inputs: Doctor_Check_CrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The check itself failed: ${i?.error}.`)
},

doctor_check_crashed_fix: /** @type {(inputs: Doctor_Check_Crashed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this with the output of \`timetray doctor --json\`.`)
},

doctor_check_timed_out: /** @type {(inputs: Doctor_Check_Timed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No answer within ${i?.seconds} s: the check was stopped.`)
},

doctor_check_timed_out_fix: /** @type {(inputs: Doctor_Check_Timed_Out_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run \`timetray doctor\` again; if it keeps timing out, the component it checks is hanging (see its other checks).`)
},

doctor_clock_agrees: /** @type {(inputs: Doctor_Clock_AgreesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This computer's clock agrees with ${i?.origin}'s (within ${i?.seconds} s).`)
},

doctor_clock_ahead: /** @type {(inputs: Doctor_Clock_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This computer's clock is ${i?.span} ahead of ${i?.origin}'s.`)
},

doctor_clock_bad_date: /** @type {(inputs: Doctor_Clock_Bad_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not compared: ${i?.origin} sent an unreadable Date header.`)
},

doctor_clock_bad_date_fix: /** @type {(inputs: Doctor_Clock_Bad_Date_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do here.`)
},

doctor_clock_behind: /** @type {(inputs: Doctor_Clock_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This computer's clock is ${i?.span} behind ${i?.origin}'s.`)
},

doctor_clock_no_account: /** @type {(inputs: Doctor_Clock_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not compared: no account yet, so no service to compare with.`)
},

doctor_clock_no_answer: /** @type {(inputs: Doctor_Clock_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not compared: no service answered with its time (see the service check).`)
},

doctor_clock_no_answer_fix: /** @type {(inputs: Doctor_Clock_No_Answer_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix the service check first.`)
},

doctor_clock_skew_fix: /** @type {(inputs: Doctor_Clock_Skew_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on automatic time (Linux: \`timedatectl set-ntp true\`; macOS and Windows: Date & Time settings → set automatically).`)
},

doctor_fix_label: /** @type {(inputs: Doctor_Fix_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fix:`)
},

doctor_idle_ended: /** @type {(inputs: Doctor_Idle_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its token has not been used for ${i?.days} days (last use ${i?.when}); the service ends a session unused for ${i?.limit} days, so it has most likely ended.`)
},

doctor_idle_ending: /** @type {(inputs: Doctor_Idle_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its token has not been used for ${i?.days} days (last use ${i?.when}); the service ends the session on ${i?.ends} unless it is used.`)
},

doctor_idle_ending_fix: /** @type {(inputs: Doctor_Idle_Ending_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Run Timetray (the app, or any online command such as \`timetray projects\`): it uses idle accounts once a day. If the session has ended, sign in again: ${i?.login}.`)
},

doctor_keychain_cannot_prompt: /** @type {(inputs: Doctor_Keychain_Cannot_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No unlock prompt can be shown here (no display), so tokens cannot be read.`)
},

doctor_keychain_differs: /** @type {(inputs: Doctor_Keychain_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the entry read back differs from the one written.`)
},

doctor_keychain_locked: /** @type {(inputs: Doctor_Keychain_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The default keyring (${i?.program}) is locked.`)
},

doctor_keychain_locked_fix: /** @type {(inputs: Doctor_Keychain_Locked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock the "login" keyring in Passwords and Keys (seahorse); give it your login password so it unlocks when you log in.`)
},

doctor_keychain_locked_fix_no_screen: /** @type {(inputs: Doctor_Keychain_Locked_Fix_No_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock it from this user's desktop session (Passwords and Keys), or restart gnome-keyring unlocked from here, typing the keyring's password (your login password) when the line waits: \`read -rs PW; printf %s "$PW" | gnome-keyring-daemon --replace --unlock --components=secrets --daemonize; unset PW\``)
},

doctor_keychain_module_fix: /** @type {(inputs: Doctor_Keychain_Module_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reinstall Timetray. In a source checkout, run \`npm run rebuild:keytar\` there: it builds keytar for the Node.js that runs it and checks that it loads (Debian/Ubuntu need libsecret-1-dev, python3, make and g++ for it).`)
},

doctor_keychain_no_bus: /** @type {(inputs: Doctor_Keychain_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}, so the keychain (Secret Service) cannot be reached.`)
},

doctor_keychain_no_collection: /** @type {(inputs: Doctor_Keychain_No_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keyring (${i?.program}) has no default collection ("login"), where Timetray keeps tokens.`)
},

doctor_keychain_no_collection_fix: /** @type {(inputs: Doctor_Keychain_No_Collection_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a default keyring in Passwords and Keys (seahorse), or start \`gnome-keyring-daemon --unlock\` with a password on its standard input.`)
},

doctor_keychain_no_provider: /** @type {(inputs: Doctor_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing on the D-Bus session provides the Secret Service (org.freedesktop.secrets).`)
},

doctor_keychain_no_provider_fix: /** @type {(inputs: Doctor_Keychain_No_Provider_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install and start a keyring that provides the Secret Service: GNOME Keyring (\`apt install gnome-keyring\`), or KWallet with its Secret Service enabled; then log out and in again.`)
},

doctor_keychain_not_tried: /** @type {(inputs: Doctor_Keychain_Not_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it was not tried`)
},

doctor_keychain_ok_not_inspected: /** @type {(inputs: Doctor_Keychain_Ok_Not_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secret Service not inspected (${i?.problem}); a test entry was written, read back and deleted in ${i?.ms} ms.`)
},

doctor_keychain_ok_os: /** @type {(inputs: Doctor_Keychain_Ok_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store}: a test entry was written, read back and deleted in ${i?.ms} ms.`)
},

doctor_keychain_ok_secret_service: /** @type {(inputs: Doctor_Keychain_Ok_Secret_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} on the session bus, default collection unlocked; a test entry was written, read back and deleted in ${i?.ms} ms.`)
},

doctor_keychain_os_keychain: /** @type {(inputs: Doctor_Keychain_Os_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OS keychain`)
},

doctor_keychain_round_trip_failed: /** @type {(inputs: Doctor_Keychain_Round_Trip_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A test entry could not be written, read back and deleted: ${i?.why}`)
},

doctor_keychain_round_trip_fix: /** @type {(inputs: Doctor_Keychain_Round_Trip_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check that your keyring is installed, running and unlocked (see the message for the cause).`)
},

doctor_keychain_will_prompt: /** @type {(inputs: Doctor_Keychain_Will_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray will ask you to unlock it when it needs a token.`)
},

doctor_label_fail: /** @type {(inputs: Doctor_Label_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAIL`)
},

doctor_label_ok: /** @type {(inputs: Doctor_Label_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ok`)
},

doctor_label_warn: /** @type {(inputs: Doctor_Label_WarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`warn`)
},

doctor_no_bus_fix: /** @type {(inputs: Doctor_No_Bus_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run Timetray inside a desktop session (DBUS_SESSION_BUS_ADDRESS must name a running session bus), or wrap the command in \`dbus-run-session -- …\`.`)
},

doctor_proxy_accepted: /** @type {(inputs: Doctor_Proxy_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It accepted a connection in ${i?.ms} ms.`)
},

doctor_proxy_dead_fix: /** @type {(inputs: Doctor_Proxy_Dead_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.variable} (host and port) and that the proxy is running; on a network without a proxy, unset ${i?.variable}.`)
},

doctor_proxy_excluded: /** @type {(inputs: Doctor_Proxy_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} is reached directly (NO_PROXY entry "${i?.entry}").`)
},

doctor_proxy_names: /** @type {(inputs: Doctor_Proxy_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} names ${i?.shown}.`)
},

doctor_proxy_none: /** @type {(inputs: Doctor_Proxy_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proxy in the environment (HTTPS_PROXY and HTTP_PROXY are unset): the CLI connects directly.`)
},

doctor_proxy_not_url: /** @type {(inputs: Doctor_Proxy_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} is set but is not a URL.`)
},

doctor_proxy_not_url_fix: /** @type {(inputs: Doctor_Proxy_Not_Url_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set ${i?.variable} to the proxy's address, e.g. http://proxy.example:3128, or unset it.`)
},

doctor_proxy_os_hidden: /** @type {(inputs: Doctor_Proxy_Os_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The OS proxy settings (system settings or PAC) are not visible to the CLI.`)
},

doctor_proxy_system_direct: /** @type {(inputs: Doctor_Proxy_System_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proxy in the environment, and the system's proxy settings send the service directly.`)
},

doctor_proxy_system_fix: /** @type {(inputs: Doctor_Proxy_System_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the proxy in your system's network settings (or its PAC file) and that the proxy is running; or set HTTPS_PROXY to a working proxy before starting Timetray.`)
},

doctor_proxy_system_no_address: /** @type {(inputs: Doctor_Proxy_System_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proxy in the environment; there is no service address yet to ask the system settings about.`)
},

doctor_proxy_system_sends: /** @type {(inputs: Doctor_Proxy_System_SendsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The system's proxy settings send ${i?.origin} through ${i?.host}.`)
},

doctor_proxy_system_through: /** @type {(inputs: Doctor_Proxy_System_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requests to ${i?.origin} go through the proxy at ${i?.host} (from the system's proxy settings).`)
},

doctor_proxy_system_unanswered: /** @type {(inputs: Doctor_Proxy_System_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No proxy in the environment, and the system's proxy settings gave no answer for ${i?.origins}, so Timetray connects directly.`)
},

doctor_proxy_system_unsupported: /** @type {(inputs: Doctor_Proxy_System_UnsupportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The system's proxy settings give ${i?.origin} "${i?.rule}", a kind of proxy Timetray cannot use (HTTP CONNECT proxies only), so it connects directly.`)
},

doctor_proxy_through: /** @type {(inputs: Doctor_Proxy_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requests go through the proxy at ${i?.host} (from ${i?.variable}).`)
},

doctor_service_ca_file_fix: /** @type {(inputs: Doctor_Service_Ca_File_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix or remove the CA file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` removes it).`)
},

doctor_service_cert: /** @type {(inputs: Doctor_Service_CertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate issued by "${i?.issuer}" (root "${i?.root}")`)
},

doctor_service_cert_ca_file: /** @type {(inputs: Doctor_Service_Cert_Ca_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate issued by "${i?.issuer}" (root "${i?.root}", trusted through your CA file)`)
},

doctor_service_cert_extra: /** @type {(inputs: Doctor_Service_Cert_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate issued by "${i?.issuer}" (root "${i?.root}", trusted through NODE_EXTRA_CA_CERTS)`)
},

doctor_service_connect_fix: /** @type {(inputs: Doctor_Service_Connect_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your internet connection and the service address (\`timetray accounts\`).`)
},

doctor_service_connect_proxy_fix: /** @type {(inputs: Doctor_Service_Connect_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your internet connection and the service address (\`timetray accounts\`); on a network that needs a proxy, set HTTPS_PROXY.`)
},

doctor_service_expired_fix: /** @type {(inputs: Doctor_Service_Expired_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check this computer's clock and time zone (see the clock check).`)
},

doctor_service_inspected: /** @type {(inputs: Doctor_Service_InspectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The certificate ${i?.origin} presented is issued by "${i?.issuer}", which is not a public CA and not trusted here (${i?.code}): a TLS-inspecting proxy is in the way, or the service has a CA of its own.`)
},

doctor_service_inspected_unknown: /** @type {(inputs: Doctor_Service_Inspected_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The certificate ${i?.origin} presented is not from a public CA and not trusted here (${i?.code}): a TLS-inspecting proxy is in the way, or the service has a CA of its own.`)
},

doctor_service_inspecting_fix: /** @type {(inputs: Doctor_Service_Inspecting_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the certificate of the CA that issued it as a PEM file (from your IT for a proxy, or from whoever runs the service) and add it in Settings → Extra CA file (or \`timetray config set caFile FILE\`).`)
},

doctor_service_issued_by: /** @type {(inputs: Doctor_Service_Issued_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was issued by "${i?.issuer}".`)
},

doctor_service_no_account: /** @type {(inputs: Doctor_Service_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet, so there is no service address to check.`)
},

doctor_service_no_answer: /** @type {(inputs: Doctor_Service_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no answer`)
},

doctor_service_no_tls_fix: /** @type {(inputs: Doctor_Service_No_Tls_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check that the address is the HTTPS address of the service, and whether your network inspects TLS.`)
},

doctor_service_not_tried: /** @type {(inputs: Doctor_Service_Not_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not tried: ${i?.detail}`)
},

doctor_service_ok: /** @type {(inputs: Doctor_Service_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} answered over TLS in ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
},

doctor_service_ok_via: /** @type {(inputs: Doctor_Service_Ok_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} answered over TLS through the proxy at ${i?.proxy} in ${i?.ms} ms (HTTP ${i?.status}); ${i?.cert}.`)
},

doctor_service_proxy_fix: /** @type {(inputs: Doctor_Service_Proxy_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check HTTPS_PROXY (host and port) and that the proxy runs; on a network without a proxy, unset it.`)
},

doctor_service_proxy_rules_fix: /** @type {(inputs: Doctor_Service_Proxy_Rules_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your IT whether the proxy allows the service, or add the service to NO_PROXY if it is reachable directly.`)
},

doctor_service_request_failed: /** @type {(inputs: Doctor_Service_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TLS to ${i?.origin} works (${i?.cert}), but a request then failed: ${i?.why}.`)
},

doctor_service_request_failed_fix: /** @type {(inputs: Doctor_Service_Request_Failed_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again; if it persists, check the service address (\`timetray accounts\`).`)
},

doctor_service_request_failed_via: /** @type {(inputs: Doctor_Service_Request_Failed_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TLS to ${i?.origin} through the proxy at ${i?.proxy} works (${i?.cert}), but a request then failed: ${i?.why}.`)
},

doctor_service_tls_timeout: /** @type {(inputs: Doctor_Service_Tls_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} accepted the connection but no secure (TLS) answer came in time.`)
},

doctor_service_tls_timeout_fix: /** @type {(inputs: Doctor_Service_Tls_Timeout_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the service address (\`timetray accounts\`): it must be the HTTPS address; a firewall may also be holding the connection.`)
},

doctor_service_unreachable: /** @type {(inputs: Doctor_Service_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} cannot be reached.`)
},

doctor_service_unreachable_via: /** @type {(inputs: Doctor_Service_Unreachable_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} cannot be reached through the proxy at ${i?.proxy}.`)
},

doctor_service_wrong_name_fix: /** @type {(inputs: Doctor_Service_Wrong_Name_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the service address (\`timetray accounts\`); sign in again with the right one.`)
},

doctor_session_none: /** @type {(inputs: Doctor_Session_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set): the tray app cannot start here; the \`timetray\` command works.`)
},

doctor_session_none_fix: /** @type {(inputs: Doctor_Session_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Timetray from your desktop session; over SSH or in a container, use the \`timetray\` command.`)
},

doctor_session_not_linux: /** @type {(inputs: Doctor_Session_Not_LinuxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Linux: windows and shortcuts work without a display server choice.`)
},

doctor_session_unknown: /** @type {(inputs: Doctor_Session_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown session type "${i?.type}": window placement and shortcuts may not work.`)
},

doctor_session_unknown_fix: /** @type {(inputs: Doctor_Session_Unknown_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an X11 or Wayland desktop session.`)
},

doctor_session_wayland: /** @type {(inputs: Doctor_Session_WaylandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wayland session: apps cannot place their own windows, so the window opens where the desktop puts it (not next to the tray icon) and may not hide when it loses focus; a global shortcut works only through the desktop's GlobalShortcuts portal.`)
},

doctor_session_x11: /** @type {(inputs: Doctor_Session_X11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`X11 session: the window opens next to the tray icon, and a global shortcut is registered directly.`)
},

doctor_shortcut_app_only: /** @type {(inputs: Doctor_Shortcut_App_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether it is registered is known only to the running app.`)
},

doctor_shortcut_choose_another: /** @type {(inputs: Doctor_Shortcut_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another shortcut in Settings (or \`timetray config set globalShortcut KEYS\`): another app may hold this one. Or turn it off there.`)
},

doctor_shortcut_configured: /** @type {(inputs: Doctor_Shortcut_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is configured.`)
},

doctor_shortcut_no_portal: /** @type {(inputs: Doctor_Shortcut_No_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is configured, but this Wayland session has no GlobalShortcuts portal (org.freedesktop.portal.GlobalShortcuts), so the shortcut cannot work.`)
},

doctor_shortcut_no_portal_fix: /** @type {(inputs: Doctor_Shortcut_No_Portal_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install your desktop's xdg-desktop-portal backend with global shortcuts (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome), or bind a key in your desktop's keyboard settings.`)
},

doctor_shortcut_not_registered: /** @type {(inputs: Doctor_Shortcut_Not_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is not registered: ${i?.problem}`)
},

doctor_shortcut_off: /** @type {(inputs: Doctor_Shortcut_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No global shortcut is configured (off). Set one with \`timetray config set globalShortcut CommandOrControl+Alt+T\`.`)
},

doctor_shortcut_off_fix: /** @type {(inputs: Doctor_Shortcut_Off_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or turn it off: \`timetray config set globalShortcut off\`.`)
},

doctor_shortcut_portal_check: /** @type {(inputs: Doctor_Shortcut_Portal_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On Wayland, also check that your desktop accepted it (its GlobalShortcuts portal may have asked).`)
},

doctor_shortcut_registered: /** @type {(inputs: Doctor_Shortcut_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is registered.`)
},

doctor_shortcut_registered_portal: /** @type {(inputs: Doctor_Shortcut_Registered_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is registered through the desktop portal.`)
},

doctor_shortcut_wayland: /** @type {(inputs: Doctor_Shortcut_WaylandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortcut} is configured; on Wayland the desktop's GlobalShortcuts portal registers it and may ask you to confirm.`)
},

doctor_sign_in_again: /** @type {(inputs: Doctor_Sign_In_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in again: ${i?.login}.`)
},

doctor_span_days: /** @type {(inputs: Doctor_Span_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days`)
},

doctor_span_hours: /** @type {(inputs: Doctor_Span_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
},

doctor_span_minutes: /** @type {(inputs: Doctor_Span_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
},

doctor_summary_fine: /** @type {(inputs: Doctor_Summary_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything looks fine.`)
},

doctor_summary_problems: /** @type {(inputs: Doctor_Summary_ProblemsInputs) => LocalizedString} */ (i) => {const warnedPlural = registry.plural("en", i?.warned, {});
	if (warnedPlural === "one") return /** @type {LocalizedString} */ (`${i?.failed} failed, ${i?.warned} warning.`);
	if (warnedPlural === "other") return /** @type {LocalizedString} */ (`${i?.failed} failed, ${i?.warned} warnings.`);
	return /** @type {LocalizedString} */ ("doctor_summary_problems");
},

doctor_tray_flatpak_fix: /** @type {(inputs: Doctor_Tray_Flatpak_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In a Flatpak, also grant \`--talk-name=${i?.watcher}\`.`)
},

doctor_tray_gnome: /** @type {(inputs: Doctor_Tray_GnomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GNOME shows no tray icons by itself, and the AppIndicator extension is not running (no ${i?.watcher} on the session bus).`)
},

doctor_tray_gnome_fix: /** @type {(inputs: Doctor_Tray_Gnome_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install and enable the "AppIndicator and KStatusNotifierItem Support" GNOME Shell extension (Debian/Ubuntu: \`sudo apt install gnome-shell-extension-appindicator\`, then \`gnome-extensions enable appindicatorsupport@rgcjonas.gmail.com\`), then log out and in again.`)
},

doctor_tray_macos: /** @type {(inputs: Doctor_Tray_MacosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tray icon lives in the macOS menu bar; no extra host is needed.`)
},

doctor_tray_no_bus: /** @type {(inputs: Doctor_Tray_No_BusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}: the tray icon is shown through the session bus.`)
},

doctor_tray_no_desktop: /** @type {(inputs: Doctor_Tray_No_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No graphical session here, so only the tray app (which needs a desktop anyway) is affected; the \`timetray\` command works without a tray.`)
},

doctor_tray_no_host: /** @type {(inputs: Doctor_Tray_No_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.watcher} runs, but no panel has registered as a host: the tray icon may not be visible.`)
},

doctor_tray_no_host_fix: /** @type {(inputs: Doctor_Tray_No_Host_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a system tray (status notifier) applet to your panel.`)
},

doctor_tray_none: /** @type {(inputs: Doctor_Tray_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No StatusNotifier host on the session bus (no ${i?.watcher}): ${i?.desktop} will not show Timetray's tray icon.`)
},

doctor_tray_none_fix: /** @type {(inputs: Doctor_Tray_None_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a system tray that supports StatusNotifierItem/AppIndicator icons to your panel (KDE Plasma and Cinnamon have one; Xfce: xfce4-statusnotifier-plugin; MATE/Budgie: the Ayatana indicator applet).`)
},

doctor_tray_none_this_desktop: /** @type {(inputs: Doctor_Tray_None_This_DesktopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No StatusNotifier host on the session bus (no ${i?.watcher}): this desktop will not show Timetray's tray icon.`)
},

doctor_tray_ok: /** @type {(inputs: Doctor_Tray_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A StatusNotifier host (${i?.watcher}) is on the session bus: the tray icon can show.`)
},

doctor_tray_unchecked: /** @type {(inputs: Doctor_Tray_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not check for a tray host: ${i?.problem}.`)
},

doctor_tray_unchecked_fix: /** @type {(inputs: Doctor_Tray_Unchecked_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install dbus-send (Debian/Ubuntu: \`apt install dbus-bin\`) and run \`timetray doctor\` again.`)
},

doctor_tray_until_then: /** @type {(inputs: Doctor_Tray_Until_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until then, Timetray's window and the \`timetray\` command work without the icon.`)
},

doctor_tray_windows: /** @type {(inputs: Doctor_Tray_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tray icon lives in the Windows notification area; no extra host is needed.`)
},
};
