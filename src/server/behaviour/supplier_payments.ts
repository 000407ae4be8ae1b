/**
 * Supplier payments (api-contract.md "Purchases and payables"): money paid to a supplier and
 * allocated to its confirmed bills, under exactly the rules of payments from customers
 * (sales/payment-rules.ts): partial and full, the allocations taken off the bills' balances on
 * their locked rows in the payment's transaction (more than a balance is 422, so concurrent
 * payments never take a bill below zero), in the bill's currency or in SGD at the bill's rate,
 * voiding gives the balances back, a confirmed payment is otherwise left as it is (409).
 */
import { paymentRules, SUPPLIER_PAYMENTS } from '../sales/payment-rules';

export default paymentRules(SUPPLIER_PAYMENTS);
