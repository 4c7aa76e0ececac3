import SwiftUI

struct AddExpenseView: View {
  @Bindable var book: ExpenseBook
  @Environment(\.dismiss) private var dismiss

  @State private var name = ""
  @State private var amount = 0.0
  @State private var category = "Food"
  @State private var date = Date.now

  let categories = ["Food", "Travel", "Home", "Fun"]

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        TextField("Amount", value: $amount, format: .currency(code: "EUR"))
          .keyboardType(.decimalPad)
        Picker("Category", selection: $category) {
          ForEach(categories, id: \.self, content: Text.init)
        }
        DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)
      }
      .navigationTitle("Add expense")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel", role: .cancel) { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            book.expenses.append(Expense(name: name, amount: amount, category: category, date: date))
            dismiss()
          }
          .disabled(name.isEmpty || amount <= 0)
        }
      }
    }
  }
}

#Preview {
  AddExpenseView(book: ExpenseBook())
}
