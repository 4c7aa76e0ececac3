import SwiftUI

struct SignInScreen: View {
  @Bindable var session: SessionStore
  @FocusState private var focusedField: Field?

  enum Field: Hashable {
    case email, password
  }

  var body: some View {
    VStack(spacing: 20) {
      Text("Welcome back")
        .font(.largeTitle.bold())
        .frame(maxWidth: .infinity, alignment: .leading)

      VStack(spacing: 12) {
        TextField("Email", text: $session.email)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .submitLabel(.next)
          .focused($focusedField, equals: .email)
          .onSubmit { focusedField = .password }

        SecureField("Password", text: $session.password)
          .textContentType(.password)
          .submitLabel(.go)
          .focused($focusedField, equals: .password)
          .onSubmit { Task { await session.signIn() } }
      }
      .textFieldStyle(.roundedBorder)

      if let error = session.errorMessage {
        Text(error)
          .font(.footnote)
          .foregroundStyle(.red)
          .frame(maxWidth: .infinity, alignment: .leading)
      }

      Button {
        Task { await session.signIn() }
      } label: {
        if session.isSigningIn {
          ProgressView()
            .frame(maxWidth: .infinity)
        } else {
          Text("Sign In")
            .frame(maxWidth: .infinity)
        }
      }
      .buttonStyle(.borderedProminent)
      .disabled(session.email.isEmpty || session.password.isEmpty || session.isSigningIn)

      Spacer()
    }
    .padding()
    .onAppear { focusedField = .email }
  }
}

#Preview {
  SignInScreen(session: SessionStore())
}
