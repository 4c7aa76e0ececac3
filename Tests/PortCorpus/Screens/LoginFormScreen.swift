import TextUI

struct LoginFormScreen: View {
  @State private var username: String = ""
  @State private var password: String = ""
  @State private var showPassword = false
  @State private var isLoggingIn = false

  private var canLogIn: Bool {
    !username.isEmpty && password.count >= 8
  }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Username", text: $username)
            .textContentType(.username)
            .autocapitalization(.none)
          if showPassword {
            TextField("Password", text: $password)
          } else {
            SecureField("Password", text: $password)
              .textContentType(.password)
          }
          Toggle("Show password", isOn: $showPassword)
        } header: {
          Text("Credentials")
        } footer: {
          Text("Passwords have at least 8 characters.")
        }

        Section {
          Button {
            isLoggingIn = true
          } label: {
            if isLoggingIn {
              ProgressView()
            } else {
              Text("Log In")
            }
          }
          .disabled(!canLogIn)
        }
      }
      .navigationTitle("Log In")
    }
  }
}

struct LoginFormScreen_Previews: PreviewProvider {
  static var previews: some View {
    LoginFormScreen()
  }
}
