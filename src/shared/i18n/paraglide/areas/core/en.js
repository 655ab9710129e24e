// Made by scripts/i18n-compile.mjs from messages/en.js: the core area only (see writeAreaModules).
/* eslint-disable */
import * as registry from "../../registry.js"

export const messages = {
budget_account_gone: /** @type {(inputs: Budget_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account is not in Timetray’s list any more.`)
},

budget_currency_ignored: /** @type {(inputs: Budget_Currency_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency must be none or a currency code such as BRL, EUR or USD; using none (plain numbers)`)
},

budget_customer_not_in_list: /** @type {(inputs: Budget_Customer_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id} has no project in this account’s project list — refresh the list and check the id (timetray projects shows each customer’s).`)
},

budget_empty: /** @type {(inputs: Budget_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the budget in hours, in value or both; to remove a budget, clear it.`)
},

budget_hours_invalid: /** @type {(inputs: Budget_Hours_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The budget in hours must be a number greater than 0 and at most ${i?.max}, such as 120.`)
},

budget_not_in_list: /** @type {(inputs: Budget_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id} is not in this account’s project list — refresh the list and check the id.`)
},

budget_per_invalid: /** @type {(inputs: Budget_Per_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A budget's period is week, month or cycle (or lifetime, the budget of the whole project).`)
},

budget_shape_invalid: /** @type {(inputs: Budget_Shape_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A budget is a number of hours, a value, or both.`)
},

budget_value_invalid: /** @type {(inputs: Budget_Value_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The budget in value must be a number greater than 0 and at most ${i?.max}, such as 15000.`)
},

budget_web_app_unsafe: /** @type {(inputs: Budget_Web_App_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The web app can only be opened over https on the account’s own service address, and this account’s address is not one — sign in again with an https address.`)
},

ca_choose_again: /** @type {(inputs: Ca_Choose_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a current PEM file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` if you no longer need one).`)
},

ca_give_flag_again: /** @type {(inputs: Ca_Give_Flag_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give --ca-file a PEM file of CA certificates, or leave it out.`)
},

core_account_gone: /** @type {(inputs: Core_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account is not in Timetray’s list any more.`)
},

core_account_id_hint: /** @type {(inputs: Core_Account_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account id is the short code after /a/ in the web app’s address.`)
},

core_account_id_not_text: /** @type {(inputs: Core_Account_Id_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account id must be text.`)
},

core_account_key_missing: /** @type {(inputs: Core_Account_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account must be named by its key.`)
},

core_account_key_too_long: /** @type {(inputs: Core_Account_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account key is too long.`)
},

core_address_mismatch: /** @type {(inputs: Core_Address_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The address of ${i?.account} in settings.json does not match its keychain entry — sign in again.`)
},

core_api_answer_cut_off: /** @type {(inputs: Core_Api_Answer_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The answer from ${i?.origin} was cut off before it was complete — try again.`)
},

core_api_answer_no_project: /** @type {(inputs: Core_Api_Answer_No_ProjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered ${i?.what} with no readable project (id and name).`)
},

core_api_answer_too_big: /** @type {(inputs: Core_Api_Answer_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service sent a larger answer than Timetray accepts (over ${i?.size}).`)
},

core_api_answer_unreadable: /** @type {(inputs: Core_Api_Answer_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered ${i?.what} with data Timetray cannot read.`)
},

core_api_answer_web_page: /** @type {(inputs: Core_Api_Answer_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered ${i?.what} with a web page instead of data — is the service address right?`)
},

core_api_bad_sign_in: /** @type {(inputs: Core_Api_Bad_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept this email, password and account id.`)
},

core_api_forbidden: /** @type {(inputs: Core_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is not allowed to do this.`)
},

core_api_no_token: /** @type {(inputs: Core_Api_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token to send — sign in first.`)
},

core_api_no_user_agent: /** @type {(inputs: Core_Api_No_User_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored session has no User-Agent — sign in again.`)
},

core_api_not_found: /** @type {(inputs: Core_Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service does not know this item (it may have been deleted).`)
},

core_api_rate_limited: /** @type {(inputs: Core_Api_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is receiving too many requests — try again shortly.`)
},

core_api_rate_limited_wait: /** @type {(inputs: Core_Api_Rate_Limited_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service is receiving too many requests — try again in ${i?.wait}.`)
},

core_api_redirect: /** @type {(inputs: Core_Api_RedirectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service answered with a redirect (HTTP ${i?.status}) to ${i?.target}; Timetray does not follow redirects — check the service address.`)
},

core_api_redirect_elsewhere: /** @type {(inputs: Core_Api_Redirect_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`another address`)
},

core_api_refused: /** @type {(inputs: Core_Api_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service refused the request (HTTP ${i?.status}).`)
},

core_api_server_failed: /** @type {(inputs: Core_Api_Server_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service failed (HTTP ${i?.status}) — try again later.`)
},

core_api_service_said: /** @type {(inputs: Core_Api_Service_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why} The service said: “${i?.server}”.`)
},

core_api_session_ended_because: /** @type {(inputs: Core_Api_Session_Ended_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service ended this session (${i?.server}) — sign in again.`)
},

core_api_sign_in_refused_because: /** @type {(inputs: Core_Api_Sign_In_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.server}`)
},

core_api_unavailable: /** @type {(inputs: Core_Api_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service is unreachable or overloaded right now (HTTP ${i?.status}) — try again shortly.`)
},

core_api_user_agent_unsendable: /** @type {(inputs: Core_Api_User_Agent_UnsendableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The User-Agent contains characters a header cannot carry.`)
},

core_autostart_comment: /** @type {(inputs: Core_Autostart_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Rabbiit projects in the system tray`)
},

core_autostart_line_break: /** @type {(inputs: Core_Autostart_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An autostart command cannot contain a line break.`)
},

core_ca_cannot_read: /** @type {(inputs: Core_Ca_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} cannot be read (${i?.code})`)
},

core_ca_damaged: /** @type {(inputs: Core_Ca_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`certificate ${i?.number} in ${i?.file} is damaged and cannot be parsed`)
},

core_ca_is_folder: /** @type {(inputs: Core_Ca_Is_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is a folder`)
},

core_ca_missing: /** @type {(inputs: Core_Ca_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} does not exist`)
},

core_ca_no_certificate: /** @type {(inputs: Core_Ca_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} holds no PEM certificate (-----BEGIN CERTIFICATE-----); export the CA as PEM (Base64), not DER`)
},

core_ca_no_pem: /** @type {(inputs: Core_Ca_No_PemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The CA file ${i?.file} holds no PEM certificate — export the CA as PEM (Base64).`)
},

core_ca_not_a_file: /** @type {(inputs: Core_Ca_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it is ${i?.kind}, not a file`)
},

core_ca_not_regular: /** @type {(inputs: Core_Ca_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}; choose the PEM file itself`)
},

core_ca_unreadable: /** @type {(inputs: Core_Ca_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot read the extra CA file ${i?.file} (${i?.reason}). ${i?.fix}`)
},

core_cache_damaged: /** @type {(inputs: Core_Cache_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is damaged (it is not what Timetray saved there), so it was not used; Timetray writes a new one the next time it fetches that data.`)
},

core_cache_damaged_moved: /** @type {(inputs: Core_Cache_Damaged_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} was damaged (it is not what Timetray saved there), so it was not used and was moved to ${i?.aside}; Timetray writes a new one the next time it fetches that data.`)
},

core_closed_during: /** @type {(inputs: Core_Closed_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timetray closed during the request.`)
},

core_customer_id_not_number: /** @type {(inputs: Core_Customer_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id must be a number.`)
},

core_customer_id_not_positive: /** @type {(inputs: Core_Customer_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id must be positive.`)
},

core_customer_id_not_whole: /** @type {(inputs: Core_Customer_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id must be a whole number.`)
},

core_customer_id_too_large: /** @type {(inputs: Core_Customer_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer id is too large.`)
},

core_customer_name_empty: /** @type {(inputs: Core_Customer_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer name cannot be empty.`)
},

core_customer_name_not_text: /** @type {(inputs: Core_Customer_Name_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer name must be text.`)
},

core_customer_name_too_long: /** @type {(inputs: Core_Customer_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The customer name can be at most ${i?.max} characters.`)
},

core_customer_name_unshown: /** @type {(inputs: Core_Customer_Name_UnshownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer name cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters.`)
},

core_email_invalid: /** @type {(inputs: Core_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address.`)
},

core_email_not_text: /** @type {(inputs: Core_Email_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email must be text.`)
},

core_email_too_long: /** @type {(inputs: Core_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email is too long.`)
},

core_file_cannot_delete: /** @type {(inputs: Core_File_Cannot_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not delete ${i?.file}`)
},

core_file_cannot_lock: /** @type {(inputs: Core_File_Cannot_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not lock ${i?.file}`)
},

core_file_cannot_read: /** @type {(inputs: Core_File_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not read ${i?.file}`)
},

core_file_cannot_save: /** @type {(inputs: Core_File_Cannot_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not save ${i?.file}`)
},

core_file_disk_full: /** @type {(inputs: Core_File_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the disk is full`)
},

core_file_fix_check_disk: /** @type {(inputs: Core_File_Fix_Check_DiskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the disk holding ${i?.folder}.`)
},

core_file_fix_check_read: /** @type {(inputs: Core_File_Fix_Check_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check that ${i?.target} exists and that you may read it.`)
},

core_file_fix_check_write: /** @type {(inputs: Core_File_Fix_Check_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check that ${i?.target} exists and that you may write to it.`)
},

core_file_fix_close_programs: /** @type {(inputs: Core_File_Fix_Close_ProgramsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close some programs, then try again.`)
},

core_file_fix_free_space: /** @type {(inputs: Core_File_Fix_Free_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free some space on the disk holding ${i?.folder}, then try again.`)
},

core_file_fix_move_away: /** @type {(inputs: Core_File_Fix_Move_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move it away (mv "${i?.file}" "${i?.file}.bak"), then try again.`)
},

core_file_fix_move_that: /** @type {(inputs: Core_File_Fix_Move_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move that file away, then try again.`)
},

core_file_fix_own_file: /** @type {(inputs: Core_File_Fix_Own_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make it yours again: sudo chown "$USER" "${i?.file}" && chmod u+rw "${i?.file}"`)
},

core_file_fix_own_folder: /** @type {(inputs: Core_File_Fix_Own_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make the folder yours again: sudo chown -R "$USER" "${i?.folder}" && chmod -R u+rwX "${i?.folder}"`)
},

core_file_fix_quota: /** @type {(inputs: Core_File_Fix_QuotaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free some space on the disk holding ${i?.folder} (or ask for a larger quota), then try again.`)
},

core_file_fix_remount: /** @type {(inputs: Core_File_Fix_RemountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder.`)
},

core_file_io_error: /** @type {(inputs: Core_File_Io_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the disk reported an input/output error`)
},

core_file_is_folder: /** @type {(inputs: Core_File_Is_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is a folder where Timetray keeps a file`)
},

core_file_not_folder: /** @type {(inputs: Core_File_Not_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a part of ${i?.folder} is a file, not a folder`)
},

core_file_permission: /** @type {(inputs: Core_File_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permission denied — it may belong to another user (e.g. after \`sudo timetray …\`)`)
},

core_file_quota: /** @type {(inputs: Core_File_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your disk quota is used up`)
},

core_file_read_only: /** @type {(inputs: Core_File_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the file system holding ${i?.folder} is read-only`)
},

core_file_too_many_open: /** @type {(inputs: Core_File_Too_Many_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`too many files are open on this computer`)
},

core_first_screen_id: /** @type {(inputs: Core_First_Screen_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first screen must be named by its number.`)
},

core_import_needs_all: /** @type {(inputs: Core_Import_Needs_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token, the User-Agent it was created with, the account id and the e-mail are all needed.`)
},

core_import_other_accounts_token: /** @type {(inputs: Core_Import_Other_Accounts_TokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This token lists exactly the projects saved for ${i?.account} (account ${i?.other}): it looks like that account's token, not account ${i?.typed}'s. Check the account id and the token; nothing was saved.`)
},

core_input_invalid: /** @type {(inputs: Core_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The input is not valid.`)
},

core_internal: /** @type {(inputs: Core_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Timetray. Please try again.`)
},

core_keychain_failed_delete: /** @type {(inputs: Core_Keychain_Failed_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The OS keychain failed to delete the token: ${i?.detail}. Check that your keyring is installed, running and unlocked.`)
},

core_keychain_failed_read: /** @type {(inputs: Core_Keychain_Failed_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The OS keychain failed to read the token: ${i?.detail}. Check that your keyring is installed, running and unlocked.`)
},

core_keychain_failed_store: /** @type {(inputs: Core_Keychain_Failed_StoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The OS keychain failed to store the token: ${i?.detail}. Check that your keyring is installed, running and unlocked.`)
},

core_keychain_locked: /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The keychain is locked: unlock the “login” keyring (in Passwords and Keys, or by signing out of the desktop and in again), then try again.`)
},

core_keychain_locked_unknown: /** @type {(inputs: Core_Keychain_Locked_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until then Timetray cannot tell whether you are signed in.`)
},

core_keychain_no_answer: /** @type {(inputs: Core_Keychain_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keychain did not answer within ${i?.seconds} s. If it is asking for a password, answer it; otherwise restart the keyring service (or sign out of the desktop and in again), then try again.`)
},

core_keychain_no_collection: /** @type {(inputs: Core_Keychain_No_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The keychain has no default collection ("login") and none could be created because no password prompt could be shown. Create a default keyring in Passwords and Keys (seahorse), or start \`gnome-keyring-daemon --unlock\` with a password on its standard input, then try again.`)
},

core_keychain_no_dbus: /** @type {(inputs: Core_Keychain_No_DbusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No D-Bus session: the keychain (Secret Service) is reached over D-Bus, but DBUS_SESSION_BUS_ADDRESS is unset or points to no running bus. Run Timetray inside a desktop session, or wrap the command in \`dbus-run-session -- …\` with a keyring daemon started.`)
},

core_keychain_no_provider: /** @type {(inputs: Core_Keychain_No_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Secret Service provider: nothing on the D-Bus session provides org.freedesktop.secrets. Install and start a keyring, e.g. GNOME Keyring (\`apt install gnome-keyring\`) or KWallet with its Secret Service enabled, then try again.`)
},

core_keychain_not_keeping: /** @type {(inputs: Core_Keychain_Not_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The keychain did not keep a test entry (what was read back differs from what was written). Check that your keyring is installed, running and unlocked, then try again.`)
},

core_keytar_abi: /** @type {(inputs: Core_Keytar_AbiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its native part was built for another Node.js/Electron version (ABI mismatch)`)
},

core_keytar_damaged: /** @type {(inputs: Core_Keytar_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`its native part (keytar.node) is damaged or built for another system (${i?.detail})`)
},

core_keytar_load_failed: /** @type {(inputs: Core_Keytar_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it failed to load (${i?.detail})`)
},

core_keytar_missing: /** @type {(inputs: Core_Keytar_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not installed`)
},

core_keytar_no_libsecret: /** @type {(inputs: Core_Keytar_No_LibsecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the libsecret library is missing (Debian/Ubuntu: \`apt install libsecret-1-0\`)`)
},

core_keytar_unusable: /** @type {(inputs: Core_Keytar_UnusableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keychain module (keytar) cannot be used: ${i?.why}. Reinstall Timetray; in a source checkout run \`npm run rebuild:keytar\`.`)
},

core_kind_device: /** @type {(inputs: Core_Kind_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a device`)
},

core_kind_fifo: /** @type {(inputs: Core_Kind_FifoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a named pipe (FIFO)`)
},

core_kind_folder: /** @type {(inputs: Core_Kind_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a folder`)
},

core_kind_other: /** @type {(inputs: Core_Kind_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a regular file`)
},

core_kind_socket: /** @type {(inputs: Core_Kind_SocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a socket`)
},

core_label_taken: /** @type {(inputs: Core_Label_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The label “${i?.label}” already names ${i?.account} (its label, e-mail or account id): choosing an account by it would match both. Choose another label.`)
},

core_label_too_long: /** @type {(inputs: Core_Label_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A label can be at most ${i?.max} characters.`)
},

core_label_unshown: /** @type {(inputs: Core_Label_UnshownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A label cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters.`)
},

core_left_behind: /** @type {(inputs: Core_Left_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out. Left behind on this computer: ${i?.what}`)
},

core_left_saved_details: /** @type {(inputs: Core_Left_Saved_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved project details`)
},

core_left_saved_list: /** @type {(inputs: Core_Left_Saved_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved project list`)
},

core_left_saved_reports: /** @type {(inputs: Core_Left_Saved_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved hours of the periods`)
},

core_left_settings: /** @type {(inputs: Core_Left_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the sign-out in the settings`)
},

core_list_no_readable_item: /** @type {(inputs: Core_List_No_Readable_ItemInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The service sent a project list Timetray cannot read (its one item has no id and name).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The service sent a project list Timetray cannot read (none of its ${i?.countText} items has an id and a name).`);
	return /** @type {LocalizedString} */ ("core_list_no_readable_item");
},

core_list_not_a_list: /** @type {(inputs: Core_List_Not_A_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent a project list Timetray cannot read (no list of projects in it).`)
},

core_lock_held_pid: /** @type {(inputs: Core_Lock_Held_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another Timetray process (pid ${i?.pid}) has held ${i?.lock} for over ${i?.seconds} s. Try again; if no Timetray is running, delete that file (rm "${i?.lock}").`)
},

core_lock_held_unknown: /** @type {(inputs: Core_Lock_Held_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another process has held ${i?.lock} for over ${i?.seconds} s. Try again; if no Timetray is running, delete that file (rm "${i?.lock}").`)
},

core_lock_wait_pid: /** @type {(inputs: Core_Lock_Wait_PidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for another Timetray process (pid ${i?.pid}) that holds ${i?.lock}…`)
},

core_lock_wait_unknown: /** @type {(inputs: Core_Lock_Wait_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for ${i?.lock}, which another process has just taken…`)
},

core_needs_app: /** @type {(inputs: Core_Needs_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This needs the Timetray app; use \`timetray config\` from a terminal instead.`)
},

core_no_account: /** @type {(inputs: Core_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is signed in — sign in first.`)
},

core_no_such_account: /** @type {(inputs: Core_No_Such_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no account "${i?.key}" — it may have been removed.`)
},

core_no_token: /** @type {(inputs: Core_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token for this account is in the keychain — sign in again.`)
},

core_not_a_file: /** @type {(inputs: Core_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is ${i?.kind}, not a file`)
},

core_not_a_valid_setting: /** @type {(inputs: Core_Not_A_Valid_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a valid setting`)
},

core_not_saved: /** @type {(inputs: Core_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.why}`)
},

core_not_saved_ca: /** @type {(inputs: Core_Not_Saved_CaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.problem}.`)
},

core_not_saved_ca_expired: /** @type {(inputs: Core_Not_Saved_Ca_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: every certificate in ${i?.file} has expired (the last on ${i?.date}); ask for the renewed CA certificate.`)
},

core_not_saved_offline_details: /** @type {(inputs: Core_Not_Saved_Offline_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The project's details are shown but could not be saved on this computer for offline use. ${i?.problem}`)
},

core_not_saved_offline_list: /** @type {(inputs: Core_Not_Saved_Offline_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The project list is shown but could not be saved on this computer for offline use. ${i?.problem}`)
},

core_password_empty: /** @type {(inputs: Core_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password.`)
},

core_password_not_text: /** @type {(inputs: Core_Password_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password must be text.`)
},

core_password_too_long: /** @type {(inputs: Core_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is too long.`)
},

core_period_request_invalid: /** @type {(inputs: Core_Period_Request_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window asked for a period or grouping Timetray does not know.`)
},

core_pref_boolean: /** @type {(inputs: Core_Pref_BooleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key} must be true or false; using ${i?.value}`)
},

core_pref_ca_file_relative: /** @type {(inputs: Core_Pref_Ca_File_RelativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The CA file setting is not an absolute path, so it is ignored; set it again with its full path (timetray config set caFile FILE)`)
},

core_pref_cycle_start_day: /** @type {(inputs: Core_Pref_Cycle_Start_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cycleStartDay must be a whole day from ${i?.min} to ${i?.max}; using 1 (the calendar month)`)
},

core_pref_language: /** @type {(inputs: Core_Pref_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`language must be ${i?.choices}; using auto (the system's language)`)
},

core_pref_not_object: /** @type {(inputs: Core_Pref_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"preferences" is not an object, so every preference is at its default`)
},

core_pref_refresh_interval: /** @type {(inputs: Core_Pref_Refresh_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refreshIntervalMinutes must be 5, 15, 30, 60 or null (manual); using 15`)
},

core_pref_round_to: /** @type {(inputs: Core_Pref_Round_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`roundTo must be ${i?.choices} (minutes each invoice entry is rounded up to); using null (exact)`)
},

core_pref_shortcut: /** @type {(inputs: Core_Pref_ShortcutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`globalShortcut is not a shortcut Timetray understands (e.g. "CommandOrControl+Alt+T"); the shortcut is off`)
},

core_pref_tray_title: /** @type {(inputs: Core_Pref_Tray_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`trayTitle must be ${i?.choices}; using off`)
},

core_pref_week_start: /** @type {(inputs: Core_Pref_Week_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`weekStart must be ${i?.choices}; using auto (your language's first day of the week)`)
},

core_pref_work_days: /** @type {(inputs: Core_Pref_Work_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`workDays must list days of the week (${i?.days}), at least one, each once, in week order; using mon to fri`)
},

core_project_gone: /** @type {(inputs: Core_Project_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This project no longer exists at the service — it was removed from the list.`)
},

core_project_id_not_number: /** @type {(inputs: Core_Project_Id_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id must be a number.`)
},

core_project_id_not_positive: /** @type {(inputs: Core_Project_Id_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id must be positive.`)
},

core_project_id_not_whole: /** @type {(inputs: Core_Project_Id_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id must be a whole number.`)
},

core_project_id_too_large: /** @type {(inputs: Core_Project_Id_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project id is too large.`)
},

core_project_ids_not_list: /** @type {(inputs: Core_Project_Ids_Not_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The project ids must be a list.`)
},

core_project_ids_too_many: /** @type {(inputs: Core_Project_Ids_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} projects at a time.`)
},

core_rename_may_have_applied: /** @type {(inputs: Core_Rename_May_Have_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} The service may have renamed the customer all the same: refresh the list (or run \`timetray projects\`) to see its name before renaming again.`)
},

core_rename_not_applied: /** @type {(inputs: Core_Rename_Not_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} The customer is still called “${i?.name}” at the service.`)
},

core_reports_not_saved: /** @type {(inputs: Core_Reports_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The hours of this period are shown but could not be saved on this computer for offline use. ${i?.problem}`)
},

core_request_not_understood: /** @type {(inputs: Core_Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was not understood.`)
},

core_session_ended: /** @type {(inputs: Core_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service ended this session — sign in again.`)
},

core_settings_bad_shape: /** @type {(inputs: Core_Settings_Bad_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`does not have the expected shape`)
},

core_settings_budgets_left_out: /** @type {(inputs: Core_Settings_Budgets_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: budget entries Timetray cannot use were left out (${i?.entries}); the rest are kept`)
},

core_settings_budgets_not_map: /** @type {(inputs: Core_Settings_Budgets_Not_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: "budgets" does not hold budgets by project id, so none of its projects has a budget`)
},

core_settings_copied: /** @type {(inputs: Core_Settings_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} was saved without what could not be used; the file as it was is ${i?.copy}.`)
},

core_settings_copy_before_save: /** @type {(inputs: Core_Settings_Copy_Before_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The next change saves the file that way, after copying it as it is now to ${i?.copy} beside it.`)
},

core_settings_newer: /** @type {(inputs: Core_Settings_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These settings were written by a newer Timetray; update Timetray to use them.`)
},

core_settings_not_json: /** @type {(inputs: Core_Settings_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not valid JSON`)
},

core_settings_not_json_at: /** @type {(inputs: Core_Settings_Not_Json_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is not valid JSON (the error is at line ${i?.line}, column ${i?.column})`)
},

core_settings_not_json_cut_short: /** @type {(inputs: Core_Settings_Not_Json_Cut_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not valid JSON (it ends too early: the file was cut short)`)
},

core_settings_pinned_not_list: /** @type {(inputs: Core_Settings_Pinned_Not_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: "pinned" is not a list of project ids, so none of its projects is pinned`)
},

core_settings_pins_left_out: /** @type {(inputs: Core_Settings_Pins_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account}: pinned entries that are not project ids were left out (${i?.entries}); the rest are kept`)
},

core_settings_problems: /** @type {(inputs: Core_Settings_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.file}: ${i?.problems}.`)
},

core_settings_read_only: /** @type {(inputs: Core_Settings_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is read-only (its permissions forbid writing), so Timetray saves nothing into it. To let it save changes: chmod u+w "${i?.file}"`)
},

core_settings_reset: /** @type {(inputs: Core_Settings_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your settings file ${i?.file} ${i?.why}. It was moved to ${i?.aside}, and Timetray started with empty settings. To get your accounts, budgets and pins back, repair that file and rename it back to settings.json (quit the Timetray app first); or add your accounts again and sign in again.`)
},

core_settings_reset_not_moved: /** @type {(inputs: Core_Settings_Reset_Not_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your settings file ${i?.file} ${i?.why}. It could not be moved aside and will be replaced on the next save; Timetray started with empty settings — add your accounts again and sign in again.`)
},

core_settings_set_aside: /** @type {(inputs: Core_Settings_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A damaged settings file was moved to ${i?.aside}: it ${i?.why}. To get its accounts, budgets and pins back, repair it and rename it back to settings.json (quit the Timetray app first); or sign in to start afresh.`)
},

core_shortcut_not_understood: /** @type {(inputs: Core_Shortcut_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a shortcut Timetray understands; use modifiers and one key, e.g. CommandOrControl+Alt+T.`)
},

core_sign_in_bad_account_id: /** @type {(inputs: Core_Sign_In_Bad_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service accepted the sign-in but sent an unusable account id.`)
},

core_sign_in_changed: /** @type {(inputs: Core_Sign_In_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in changed while Timetray was asking the service — try again.`)
},

core_sign_in_fields_missing: /** @type {(inputs: Core_Sign_In_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email, the password and the account id.`)
},

core_sign_in_incomplete: /** @type {(inputs: Core_Sign_In_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in form is incomplete.`)
},

core_sign_in_no_token: /** @type {(inputs: Core_Sign_In_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service accepted the sign-in but sent no token.`)
},

core_signed_out_during: /** @type {(inputs: Core_Signed_Out_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out during the refresh.`)
},

core_summary_archived: /** @type {(inputs: Core_Summary_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — archived`)
},

core_summary_as_of: /** @type {(inputs: Core_Summary_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`_as of ${i?.when}_`)
},

core_summary_customer: /** @type {(inputs: Core_Summary_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Customer: ${i?.customer}`)
},

core_summary_customer_number: /** @type {(inputs: Core_Summary_Customer_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer #${i?.id}`)
},

core_summary_hours: /** @type {(inputs: Core_Summary_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Hours: ${i?.hours}`)
},

core_summary_members: /** @type {(inputs: Core_Summary_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Members: ${i?.count}`)
},

core_summary_no_customer: /** @type {(inputs: Core_Summary_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer`)
},

core_summary_open_tasks: /** @type {(inputs: Core_Summary_Open_TasksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Open tasks: ${i?.count}`)
},

core_summary_value: /** @type {(inputs: Core_Summary_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- Value: ${i?.value}`)
},

core_token_bad_characters: /** @type {(inputs: Core_Token_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token cannot be sent to the service: it contains characters a request header cannot carry (spaces, control characters or non-ASCII letters). Sign in again, or import a correct token.`)
},

core_token_empty: /** @type {(inputs: Core_Token_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the token.`)
},

core_token_form_incomplete: /** @type {(inputs: Core_Token_Form_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token form is incomplete.`)
},

core_token_gone_but: /** @type {(inputs: Core_Token_Gone_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The token was revoked and deleted from the keychain, but the account is still listed: ${i?.why}`)
},

core_token_no_spaces: /** @type {(inputs: Core_Token_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A token has no spaces or special characters.`)
},

core_token_not_text: /** @type {(inputs: Core_Token_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token must be text.`)
},

core_token_refused: /** @type {(inputs: Core_Token_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused this token: it may be mistyped or expired. If it was tried with a User-Agent other than the one it was made with, the service has ended it: make a new token and import it with that exact User-Agent.`)
},

core_token_too_long: /** @type {(inputs: Core_Token_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The token cannot be sent to the service: it is ${i?.length} characters long, and a token of more than ${i?.max} does not fit in a request header. Sign in again, or import a correct token.`)
},

core_token_too_long_input: /** @type {(inputs: Core_Token_Too_Long_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token is too long.`)
},

core_url_credentials: /** @type {(inputs: Core_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must not contain a user name or password.`)
},

core_url_empty: /** @type {(inputs: Core_Url_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the address of the service, e.g. https://app.rabbiit.com/api/v1.`)
},

core_url_insecure: /** @type {(inputs: Core_Url_InsecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must start with https:// — a token is never sent over plain HTTP.`)
},

core_url_malformed: /** @type {(inputs: Core_Url_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address is malformed — write it as https://host/api/v1.`)
},

core_url_not_text: /** @type {(inputs: Core_Url_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must be text.`)
},

core_url_query: /** @type {(inputs: Core_Url_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must not contain a query (?…) or fragment (#…).`)
},

core_url_scheme: /** @type {(inputs: Core_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address must start with https://.`)
},

core_url_too_long: /** @type {(inputs: Core_Url_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service address is too long.`)
},

core_url_web_app: /** @type {(inputs: Core_Url_Web_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is the web app’s address, as the browser shows it. The service address is ${i?.address}, and the account id is ${i?.accountId}.`)
},

core_user_agent_exact: /** @type {(inputs: Core_User_Agent_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the exact User-Agent the token was created with (plain ASCII).`)
},

core_user_agent_not_text: /** @type {(inputs: Core_User_Agent_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The User-Agent must be text.`)
},

core_user_agent_too_long: /** @type {(inputs: Core_User_Agent_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The User-Agent is too long.`)
},

core_what_project: /** @type {(inputs: Core_What_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the project`)
},

core_what_project_list: /** @type {(inputs: Core_What_Project_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the project list`)
},

core_what_rename: /** @type {(inputs: Core_What_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the rename`)
},

core_what_sign_in: /** @type {(inputs: Core_What_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the sign-in`)
},

net_connect_timeout: /** @type {(inputs: Net_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to ${i?.origin} in time`)
},

net_cut_off: /** @type {(inputs: Net_Cut_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to ${i?.origin} was cut off`)
},

net_expired: /** @type {(inputs: Net_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's certificate is expired or not yet valid (${i?.code})`)
},

net_fix_address: /** @type {(inputs: Net_Fix_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check the service address.`)
},

net_fix_address_internet: /** @type {(inputs: Net_Fix_Address_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check the address and your internet connection.`)
},

net_fix_address_right: /** @type {(inputs: Net_Fix_Address_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is the service address right?`)
},

net_fix_ca_file: /** @type {(inputs: Net_Fix_Ca_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`if your network inspects TLS, add its CA file in Settings or with \`timetray config set caFile FILE\`; \`timetray doctor\` names who issued the certificate.`)
},

net_fix_clock: /** @type {(inputs: Net_Fix_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check this computer's clock.`)
},

net_fix_connection: /** @type {(inputs: Net_Fix_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check your connection.`)
},

net_fix_https: /** @type {(inputs: Net_Fix_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is this an HTTPS address?`)
},

net_fix_internet: /** @type {(inputs: Net_Fix_InternetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check your internet connection.`)
},

net_fix_network: /** @type {(inputs: Net_Fix_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check your network.`)
},

net_fix_proxy_rules: /** @type {(inputs: Net_Fix_Proxy_RulesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`check the proxy's rules for ${i?.origin}.`)
},

net_fix_proxy_runs: /** @type {(inputs: Net_Fix_Proxy_RunsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`check ${i?.setting} and that the proxy runs.`)
},

net_fix_proxy_setting: /** @type {(inputs: Net_Fix_Proxy_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`check ${i?.setting}.`)
},

net_fix_try_again: /** @type {(inputs: Net_Fix_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`try again.`)
},

net_no_tls: /** @type {(inputs: Net_No_TlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A secure connection to ${i?.origin} could not be set up (${i?.code})`)
},

net_not_found: /** @type {(inputs: Net_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot find ${i?.origin}`)
},

net_proxy_not_found: /** @type {(inputs: Net_Proxy_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot find the proxy at ${i?.proxy}`)
},

net_proxy_refused: /** @type {(inputs: Net_Proxy_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy at ${i?.proxy} refused the connection`)
},

net_proxy_timeout: /** @type {(inputs: Net_Proxy_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy at ${i?.proxy} did not answer in time`)
},

net_proxy_unreachable: /** @type {(inputs: Net_Proxy_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy at ${i?.proxy} cannot be reached (${i?.code})`)
},

net_refused: /** @type {(inputs: Net_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} refused the connection`)
},

net_slow_answer: /** @type {(inputs: Net_Slow_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} took too long to answer`)
},

net_system_proxy_settings: /** @type {(inputs: Net_System_Proxy_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the system's proxy settings`)
},

net_tunnel_refused: /** @type {(inputs: Net_Tunnel_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The proxy refused to connect to the service (${i?.status})`)
},

net_unknown: /** @type {(inputs: Net_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach ${i?.origin}`)
},

net_unknown_code: /** @type {(inputs: Net_Unknown_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach ${i?.origin} (${i?.code})`)
},

net_unreachable: /** @type {(inputs: Net_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin} is unreachable`)
},

net_untrusted: /** @type {(inputs: Net_UntrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's certificate is not trusted (${i?.code})`)
},

net_wrong_name: /** @type {(inputs: Net_Wrong_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's certificate is for another name than ${i?.origin}`)
},

pin_flag_invalid: /** @type {(inputs: Pin_Flag_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned must be true or false.`)
},

pin_gone: /** @type {(inputs: Pin_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project #${i?.id} is no longer at the service, so it was unpinned.`)
},

pin_gone_named: /** @type {(inputs: Pin_Gone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” (#${i?.id}) is no longer at the service, so it was unpinned.`)
},
};
