import SwiftUI

struct SignUpForm: View {
  @State private var username = ""
  @State private var email = ""
  @State private var password = ""
  @State private var confirmPassword = ""
  @State private var acceptsTerms = false
  @State private var showConfirmation = false

  private var passwordsMatch: Bool { !password.isEmpty && password == confirmPassword }

  var body: some View {
    Form {
      Section(header: Text("Account")) {
        TextField("Username", text: $username)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
      }

      Section(header: Text("Password"), footer: passwordFooter) {
        SecureField("Password", text: $password)
        SecureField("Confirm password", text: $confirmPassword)
      }

      Section {
        Toggle(isOn: $acceptsTerms) {
          Text("I accept the terms and conditions")
            .font(.system(size: 14))
        }
      }

      Button(action: { showConfirmation = true }) {
        Text("Create Account")
          .font(.system(size: 17, weight: .semibold))
          .frame(maxWidth: .infinity)
      }
      .disabled(!passwordsMatch || !acceptsTerms)
    }
    .alert("Account created", isPresented: $showConfirmation) {
      Button("OK", role: .cancel) {}
    } message: {
      Text("Welcome, \(username)!")
    }
  }

  @ViewBuilder private var passwordFooter: some View {
    if !confirmPassword.isEmpty && !passwordsMatch {
      Text("Passwords do not match").foregroundColor(.red)
    }
  }
}

struct SignUpForm_Previews: PreviewProvider {
  static var previews: some View {
    SignUpForm()
  }
}
