import SwiftUI

struct LoginView: View {
  enum Field: Hashable {
    case email, password
  }

  @State private var email = ""
  @State private var password = ""
  @State private var rememberMe = true
  @State private var isSigningIn = false
  @State private var errorMessage: String?
  @FocusState private var focusedField: Field?

  private var canSubmit: Bool {
    email.contains("@") && password.count >= 8 && !isSigningIn
  }

  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: "lock.shield.fill")
        .font(.system(size: 56))
        .foregroundStyle(.tint)
      Text("Welcome back")
        .font(.largeTitle.bold())
      Text("Sign in to continue")
        .foregroundStyle(.secondary)

      VStack(spacing: 12) {
        TextField("Email", text: $email)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .focused($focusedField, equals: .email)
          .submitLabel(.next)
          .onSubmit { focusedField = .password }
        SecureField("Password", text: $password)
          .textContentType(.password)
          .focused($focusedField, equals: .password)
          .submitLabel(.go)
          .onSubmit(signIn)
      }
      .textFieldStyle(.roundedBorder)

      Toggle("Remember me", isOn: $rememberMe)

      if let errorMessage {
        Text(errorMessage)
          .font(.footnote)
          .foregroundStyle(.red)
      }

      Button(action: signIn) {
        if isSigningIn {
          ProgressView()
            .frame(maxWidth: .infinity)
        } else {
          Text("Sign In")
            .frame(maxWidth: .infinity)
        }
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .disabled(!canSubmit)

      Button("Forgot password?") {}
        .font(.footnote)
    }
    .padding(24)
    .onAppear { focusedField = .email }
  }

  private func signIn() {
    guard canSubmit else {
      errorMessage = "Enter a valid email and a password of at least 8 characters."
      return
    }
    errorMessage = nil
    isSigningIn = true
  }
}

#Preview {
  LoginView()
}
