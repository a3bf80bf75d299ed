; ModuleID = '__compute_module_reduce_elemental_kernel_module'
source_filename = "__compute_module_reduce_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define noalias noundef ptr @reduce_kernel(ptr readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg0 = load ptr, ptr %args, align 8, !invariant.load !4, !dereferenceable !5, !align !6
  %arg2_gep = getelementptr i8, ptr %args, i64 32
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !4, !dereferenceable !7, !align !6
  %arg1_gep = getelementptr i8, ptr %args, i64 16
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !4, !dereferenceable !8, !align !6
  %1 = load float, ptr %arg1, align 64, !invariant.load !4, !noalias !9
  %broadcast.splatinsert = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %2 = or disjoint i64 %index, 8
  %3 = or disjoint i64 %index, 16
  %4 = or disjoint i64 %index, 24
  %5 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %index
  %6 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %2
  %7 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %3
  %8 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %4
  %wide.vec = load <32 x float>, ptr %5, align 64, !invariant.load !4, !noalias !9
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec15 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec16 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec17 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %wide.vec18 = load <32 x float>, ptr %6, align 64, !invariant.load !4, !noalias !9
  %strided.vec19 = shufflevector <32 x float> %wide.vec18, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec20 = shufflevector <32 x float> %wide.vec18, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec21 = shufflevector <32 x float> %wide.vec18, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec22 = shufflevector <32 x float> %wide.vec18, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %wide.vec23 = load <32 x float>, ptr %7, align 64, !invariant.load !4, !noalias !9
  %strided.vec24 = shufflevector <32 x float> %wide.vec23, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec25 = shufflevector <32 x float> %wide.vec23, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec26 = shufflevector <32 x float> %wide.vec23, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec27 = shufflevector <32 x float> %wide.vec23, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %wide.vec28 = load <32 x float>, ptr %8, align 64, !invariant.load !4, !noalias !9
  %strided.vec29 = shufflevector <32 x float> %wide.vec28, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec30 = shufflevector <32 x float> %wide.vec28, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec31 = shufflevector <32 x float> %wide.vec28, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec32 = shufflevector <32 x float> %wide.vec28, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %9 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec
  %10 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec19
  %11 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec24
  %12 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec29
  %13 = fadd reassoc <8 x float> %9, %strided.vec15
  %14 = fadd reassoc <8 x float> %10, %strided.vec20
  %15 = fadd reassoc <8 x float> %11, %strided.vec25
  %16 = fadd reassoc <8 x float> %12, %strided.vec30
  %17 = fadd reassoc <8 x float> %13, %strided.vec16
  %18 = fadd reassoc <8 x float> %14, %strided.vec21
  %19 = fadd reassoc <8 x float> %15, %strided.vec26
  %20 = fadd reassoc <8 x float> %16, %strided.vec31
  %21 = fadd reassoc <8 x float> %17, %strided.vec17
  %22 = fadd reassoc <8 x float> %18, %strided.vec22
  %23 = fadd reassoc <8 x float> %19, %strided.vec27
  %24 = fadd reassoc <8 x float> %20, %strided.vec32
  %25 = getelementptr inbounds nuw [1024 x float], ptr %arg2, i64 0, i64 %index
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 96
  store <8 x float> %21, ptr %25, align 64, !alias.scope !9
  store <8 x float> %22, ptr %26, align 32, !alias.scope !9
  store <8 x float> %23, ptr %27, align 64, !alias.scope !9
  store <8 x float> %24, ptr %28, align 32, !alias.scope !9
  %index.next = or disjoint i64 %index, 32
  %29 = or disjoint i64 %index, 40
  %30 = or disjoint i64 %index, 48
  %31 = or disjoint i64 %index, 56
  %32 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %index.next
  %33 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %29
  %34 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %30
  %35 = getelementptr inbounds nuw [1 x [1024 x [4 x float]]], ptr %arg0, i64 0, i64 0, i64 %31
  %wide.vec.1 = load <32 x float>, ptr %32, align 64, !invariant.load !4, !noalias !9
  %strided.vec.1 = shufflevector <32 x float> %wide.vec.1, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec15.1 = shufflevector <32 x float> %wide.vec.1, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec16.1 = shufflevector <32 x float> %wide.vec.1, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec17.1 = shufflevector <32 x float> %wide.vec.1, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %wide.vec18.1 = load <32 x float>, ptr %33, align 64, !invariant.load !4, !noalias !9
  %strided.vec19.1 = shufflevector <32 x float> %wide.vec18.1, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec20.1 = shufflevector <32 x float> %wide.vec18.1, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec21.1 = shufflevector <32 x float> %wide.vec18.1, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec22.1 = shufflevector <32 x float> %wide.vec18.1, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %wide.vec23.1 = load <32 x float>, ptr %34, align 64, !invariant.load !4, !noalias !9
  %strided.vec24.1 = shufflevector <32 x float> %wide.vec23.1, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec25.1 = shufflevector <32 x float> %wide.vec23.1, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec26.1 = shufflevector <32 x float> %wide.vec23.1, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec27.1 = shufflevector <32 x float> %wide.vec23.1, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %wide.vec28.1 = load <32 x float>, ptr %35, align 64, !invariant.load !4, !noalias !9
  %strided.vec29.1 = shufflevector <32 x float> %wide.vec28.1, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec30.1 = shufflevector <32 x float> %wide.vec28.1, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec31.1 = shufflevector <32 x float> %wide.vec28.1, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec32.1 = shufflevector <32 x float> %wide.vec28.1, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %36 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec.1
  %37 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec19.1
  %38 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec24.1
  %39 = fadd reassoc <8 x float> %broadcast.splat, %strided.vec29.1
  %40 = fadd reassoc <8 x float> %36, %strided.vec15.1
  %41 = fadd reassoc <8 x float> %37, %strided.vec20.1
  %42 = fadd reassoc <8 x float> %38, %strided.vec25.1
  %43 = fadd reassoc <8 x float> %39, %strided.vec30.1
  %44 = fadd reassoc <8 x float> %40, %strided.vec16.1
  %45 = fadd reassoc <8 x float> %41, %strided.vec21.1
  %46 = fadd reassoc <8 x float> %42, %strided.vec26.1
  %47 = fadd reassoc <8 x float> %43, %strided.vec31.1
  %48 = fadd reassoc <8 x float> %44, %strided.vec17.1
  %49 = fadd reassoc <8 x float> %45, %strided.vec22.1
  %50 = fadd reassoc <8 x float> %46, %strided.vec27.1
  %51 = fadd reassoc <8 x float> %47, %strided.vec32.1
  %52 = getelementptr inbounds nuw [1024 x float], ptr %arg2, i64 0, i64 %index.next
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 32
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 64
  %55 = getelementptr inbounds nuw i8, ptr %52, i64 96
  store <8 x float> %48, ptr %52, align 64, !alias.scope !9
  store <8 x float> %49, ptr %53, align 32, !alias.scope !9
  store <8 x float> %50, ptr %54, align 64, !alias.scope !9
  store <8 x float> %51, ptr %55, align 32, !alias.scope !9
  %index.next.1 = add nuw nsw i64 %index, 64
  %56 = icmp eq i64 %index.next.1, 1024
  br i1 %56, label %return, label %vector.body, !llvm.loop !12

return:                                           ; preds = %vector.body
  ret ptr null
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2, !3}

!0 = !{!"xla_cpu_emitter__elemental_kernel_emitter__hlo_opcode__reduce"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_backend_extra_options", !""}
!3 = !{i32 1, !"xla_dylib_index", i64 0}
!4 = !{}
!5 = !{i64 16384}
!6 = !{i64 64}
!7 = !{i64 4096}
!8 = !{i64 4}
!9 = !{!10}
!10 = !{!"result slice: {index:142, offset:6881280, size:4096}", !11}
!11 = !{!"XLA host kernel reduce_kernel AA domain"}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
