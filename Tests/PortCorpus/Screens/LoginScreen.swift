import TextUI

struct LoginScreen: View {
  @State private var email = ""
  @State private var password = ""
  @State private var rememberMe = true

  var isValid: Bool { email.contains("@") && !password.isEmpty }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Welcome back")
        .font(.title)
        .bold()
      TextField("Email", text: $email)
        .textFieldStyle(.roundedBorder)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
      TextField("Password", text: $password)
        .textFieldStyle(RoundedBorderTextFieldStyle())
        .textContentType(.password)
      Toggle("Remember me", isOn: $rememberMe)
      Button(action: signIn) {
        Text("Sign In")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .disabled(!isValid)
      Button("Forgot password?") {}
        .buttonStyle(.plain)
        .foregroundColor(.accentColor)
    }
    .padding()
  }

  func signIn() {}
}

struct LoginScreen_Previews: PreviewProvider {
  static var previews: some View {
    LoginScreen()
  }
}
